import type { Meta, StoryObj } from '@storybook/react-vite'
import { Inbox, SearchX } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { Button } from '../../src/components/Button'
import { EmptyState } from '../../src/components/EmptyState'

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <SearchX />,
    title: 'No channels found',
    description: 'Try adjusting your search terms',
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const NoSearchResults: Story = {
  args: { announce: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No channels foundTry adjusting your search terms')
  },
}

const onAdd = fn()

export const WithAction: Story = {
  args: {
    icon: <Inbox />,
    title: 'No data sources connected.',
    description: 'Add your first source to start collecting feedback in this workspace.',
    action: <Button onClick={onAdd}>Add Source</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Source' }))
    await expect(onAdd).toHaveBeenCalledOnce()
  },
}

export const AsHeading: Story = {
  args: { icon: <Inbox />, title: 'No themes yet', description: undefined, titleAs: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No themes yet' })).toBeVisible()
  },
}
