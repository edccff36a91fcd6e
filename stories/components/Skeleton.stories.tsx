import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack, VStack } from '@styled-system/jsx'
import { Paper } from '../../src/components/Paper'
import { Skeleton } from '../../src/components/Skeleton'

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {
  play: async ({ canvasElement }) => {
    // Placeholders only: nothing in them reaches the accessibility tree.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument()
  },
}

export const Rect: Story = {
  args: { variant: 'rect', size: 'lg' },
}

export const Circle: Story = {
  render: (args) => (
    <HStack gap="2">
      <Skeleton {...args} variant="circle" size="sm" />
      <Skeleton {...args} variant="circle" size="md" />
      <Skeleton {...args} variant="circle" size="lg" />
    </HStack>
  ),
}

/** The two rows the Connected Data Sources list shows while it loads. */
export const Rows: Story = {
  args: { lines: 2 },
  render: (args) => (
    <VStack gap="1" alignItems="stretch" aria-busy="true">
      {[0, 1].map((row) => (
        <Paper key={row}>
          <HStack gap="2">
            <Skeleton variant="circle" size="md" />
            <Skeleton {...args} />
          </HStack>
        </Paper>
      ))}
    </VStack>
  ),
}
