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

/** Every shape is hidden from assistive technology, and the canvas says nothing. */
async function expectOnlyHiddenPlaceholders(canvasElement: HTMLElement, shapes: number) {
  await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(shapes)
  await expect(canvasElement.textContent).toBe('')
}

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expectOnlyHiddenPlaceholders(canvasElement, 1)
    // One bar per line.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3)
  },
}

export const Rect: Story = {
  args: { variant: 'rect', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expectOnlyHiddenPlaceholders(canvasElement, 1)
  },
}

export const Circle: Story = {
  render: (args) => (
    <HStack gap="2">
      <Skeleton {...args} variant="circle" size="sm" />
      <Skeleton {...args} variant="circle" size="md" />
      <Skeleton {...args} variant="circle" size="lg" />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    // A circle is one shape, whatever the lines arg says.
    await expectOnlyHiddenPlaceholders(canvasElement, 3)
    for (const circle of canvasElement.querySelectorAll('[aria-hidden="true"]')) await expect(circle.children).toHaveLength(0)
  },
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
  play: async ({ canvasElement }) => {
    // The region that is loading says so; its placeholders (a circle and two lines per row) say nothing.
    await expect(canvasElement.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    await expectOnlyHiddenPlaceholders(canvasElement, 4)
  },
}
