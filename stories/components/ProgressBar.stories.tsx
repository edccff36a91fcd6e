import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { css } from '@styled-system/css'
import { ProgressBar } from '../../src/components/ProgressBar'

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  decorators: [
    (Story) => (
      <div className={css({ maxW: 'prose' })}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Integration Progress', value: 2, max: 3 },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Integration Progress' })).toHaveAttribute('aria-valuetext', '0 of 3')
  },
}

export const Partial: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Integration Progress' })
    await expect(bar).toHaveAttribute('aria-valuenow', '2')
    await expect(bar).toHaveAttribute('aria-valuetext', '2 of 3')
  },
}

export const Complete: Story = {
  args: { value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3')
  },
}

export const SourcesConnected: Story = {
  args: { value: 1, max: 2, formatValue: (value, max) => `${value} of ${max} sources connected` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 2 sources connected')).toBeVisible()
  },
}

export const SmallWithoutText: Story = {
  args: { size: 'sm', showLabel: false, showValueText: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Integration Progress' })).toBeVisible()
  },
}
