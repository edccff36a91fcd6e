import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Box } from '@styled-system/jsx'
import { SearchField } from '../../src/components/SearchField'

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search channels', hideLabel: true, placeholder: 'Search channels...', onChange: fn() },
  decorators: [
    (Story) => (
      <Box maxW="dialog">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search channels' })).toHaveAttribute('placeholder', 'Search channels...')
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  },
}

export const Typing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search channels' }))
    await userEvent.keyboard('feedback')
    await expect(args.onChange).toHaveBeenLastCalledWith('feedback')
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible()
  },
}

export const Cleared: Story = {
  args: { defaultValue: 'product' },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search channels' })
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(args.onChange).toHaveBeenCalledWith('')
    await expect(box).toHaveValue('')
    await expect(box).toHaveFocus()
  },
}

export const WithVisibleLabel: Story = {
  args: { label: 'Search features', hideLabel: false, placeholder: 'Search by title or tag', defaultValue: 'dark mode' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search features')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search features' })).toHaveValue('dark mode')
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search channels' })).toBeDisabled()
  },
}
