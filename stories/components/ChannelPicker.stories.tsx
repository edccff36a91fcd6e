import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { ChannelPicker } from '../../src/components/ChannelPicker'
import { generatedChannels, slackChannels } from '../fixtures/slack-channels'

const meta = {
  title: 'Components/ChannelPicker',
  component: ChannelPicker,
  args: {
    channels: slackChannels,
    teamName: 'Acme Corp',
    onSelectedChange: fn(),
    onSearchTextChange: fn(),
  },
} satisfies Meta<typeof ChannelPicker>

export default meta
type Story = StoryObj<typeof meta>

/** The channels step as it opens: nothing ticked yet. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Selected: 0/5 channels')).toBeInTheDocument()
    await expect(canvas.getByText('Showing 10 of 10 channels')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('checkbox', { name: '#product-feedback' }))
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['C002'])
    await expect(canvas.getByText('Selected: 1/5 channels')).toBeInTheDocument()
  },
}

export const WithSelection: Story = {
  args: { defaultSelected: ['C002', 'C004'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '#product-feedback' })).toBeChecked()
    await expect(canvas.getByText('Selected: 2/5 channels')).toBeInTheDocument()
  },
}

/** Five ticked: the other rows are blocked and say why; ticked rows can still be unticked. */
export const AtMaximum: Story = {
  args: { defaultSelected: ['C001', 'C002', 'C003', 'C004', 'C005'] },
  play: async ({ args, canvas, userEvent }) => {
    const blocked = canvas.getByRole('checkbox', { name: '#eng-backend' })
    await expect(blocked).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(blocked)
    await expect(blocked).not.toBeChecked()
    await expect(args.onSelectedChange).not.toHaveBeenCalled()
    await expect(canvas.getByText('You can select up to 5 channels. Untick one to choose another.')).toBeInTheDocument()
    await expect(canvas.getByRole('checkbox', { name: '#general' })).not.toHaveAttribute('aria-disabled')
  },
}

/** Typing filters on name, purpose or topic, case-insensitively. */
export const Searching: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search channels' }), 'ENG')
    await expect(args.onSearchTextChange).toHaveBeenLastCalledWith('ENG')
    await expect(canvas.getByText('Showing 2 of 10 channels')).toBeInTheDocument()
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2)
  },
}

export const NoResults: Story = {
  args: { defaultSearchText: 'billing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No channels found')).toBeInTheDocument()
    await expect(canvas.getByText('Try adjusting your search terms')).toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { channels: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading channels...')
  },
}

/** One Tab stop for the list; arrow keys move, Space ticks. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('searchbox').focus()
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: '#general' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(canvas.getByRole('checkbox', { name: '#leadership' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['C003'])
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('checkbox', { name: '#random' })).toHaveFocus()
  },
}

/** 10,000 channels: only the rows in view are rendered. */
export const TenThousandChannels: Story = {
  args: { channels: generatedChannels(10_000), teamName: 'Globex' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Showing 10000 of 10000 channels')).toBeInTheDocument()
    const list = canvas.getByRole('list', { name: 'Channels' })
    await expect(list.querySelectorAll('li').length).toBeLessThan(40)
    await userEvent.click(canvas.getByRole('checkbox', { name: '#feedback-00000' }))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: '#success-09999' })).toHaveFocus())
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: '#feedback-00000' })).toHaveFocus())
  },
}
