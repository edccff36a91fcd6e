import type { Meta, StoryObj } from '@storybook/react-vite'
import { Trash2 } from 'lucide-react'
import { expect, waitFor } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { IconButton } from '../../src/components/IconButton'
import { Tooltip } from '../../src/components/Tooltip'

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Remove this data source',
    children: (
      <IconButton label="Delete source">
        <Trash2 size={18} aria-hidden="true" />
      </IconButton>
    ),
  },
  // The bubble renders in place above the trigger: leave room for it inside the story.
  decorators: [
    (Story) => (
      <Box pt="6" px="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete source' })).toBeInTheDocument()
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument()
  },
}

export const ShownOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const trigger = canvas.getByRole('button', { name: 'Delete source' })
    await expect(trigger).toHaveFocus()
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Remove this data source')
    await expect(trigger).toHaveAccessibleDescription('Remove this data source')
  },
}

export const ShownOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Delete source' }))
    await expect(await canvas.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Remove this data source')
  },
}

export const HiddenWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await canvas.findByRole('tooltip')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument())
    await expect(canvas.getByRole('button', { name: 'Delete source' })).toHaveFocus()
  },
}

export const Below: Story = {
  args: { placement: 'bottom', content: 'Syncs new data every hour' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Syncs new data every hour')
  },
}
