import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from '@styled-system/jsx'
import { Paper } from '../../src/components/Paper'

const meta = {
  title: 'Components/Paper',
  component: Paper,
  args: { children: 'Workspace ID: demo-workspace-1' },
} satisfies Meta<typeof Paper>

export default meta
type Story = StoryObj<typeof meta>

export const Outlined: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Workspace ID: demo-workspace-1')).toBeVisible()
  },
}

export const Elevated: Story = {
  args: { variant: 'elevated' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Workspace ID: demo-workspace-1')).toBeVisible()
  },
}

export const Flat: Story = {
  args: { variant: 'flat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Workspace ID: demo-workspace-1')).toBeVisible()
  },
}

export const Paddings: Story = {
  render: (args) => (
    <HStack gap="2" alignItems="flex-start">
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Paper key={padding} {...args} padding={padding}>
          padding {padding}
        </Paper>
      ))}
    </HStack>
  ),
  play: async ({ canvas }) => {
    for (const padding of ['none', 'sm', 'md', 'lg']) await expect(canvas.getByText(`padding ${padding}`)).toBeVisible()
  },
}
