import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from '@styled-system/jsx'
import { Spinner } from '../../src/components/Spinner'

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="2">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </HStack>
  ),
  play: async ({ canvas }) => {
    const spinners = canvas.getAllByRole('status')
    await expect(spinners).toHaveLength(3)
    for (const spinner of spinners) await expect(spinner).toHaveTextContent('Loading')
  },
}

export const CustomLabel: Story = {
  args: { label: 'Loading channels', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading channels')
  },
}
