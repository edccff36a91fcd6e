import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '../../src/components/Button'
import { Card } from '../../src/components/Card'

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Themes',
    description: 'Group related features into themes',
    children: '18 active themes across 247 requests.',
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Themes' })).toBeVisible()
  },
}

const onConnect = fn()

export const WithActionsAndFooter: Story = {
  args: {
    title: 'Getting Started',
    description: 'Connect a data source to start collecting feedback.',
    actions: (
      <Button size="sm" onClick={onConnect}>
        Connect Data Source
      </Button>
    ),
    footer: <Button variant="ghost">Dismiss</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Data Source' }))
    await expect(onConnect).toHaveBeenCalledOnce()
  },
}

export const Elevated: Story = {
  args: { variant: 'elevated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Themes' })).toBeVisible()
    await expect(canvas.getByText('Group related features into themes')).toBeVisible()
    await expect(canvas.getByText('18 active themes across 247 requests.')).toBeVisible()
  },
}

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, children: 'A card without a header.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
    await expect(canvas.getByText('A card without a header.')).toBeVisible()
  },
}
