import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StepsHeader } from '../../src/components/StepsHeader'

const meta = {
  title: 'Components/StepsHeader',
  component: StepsHeader,
  args: { steps: ['Tokens', 'Channels'], current: 0 },
} satisfies Meta<typeof StepsHeader>

export default meta
type Story = StoryObj<typeof meta>

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Steps' })).toBeVisible()
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Tokens')
  },
}

export const SecondStep: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Channels')
    await expect(canvas.getByText('Tokens')).toHaveTextContent('Tokens (completed)')
  },
}

export const ManySteps: Story = {
  args: {
    steps: ['Welcome', 'Theme preference', 'Connect Slack workspace', 'Select channels', 'Initial sync'],
    current: 2,
    label: 'Onboarding',
  },
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('list', { name: 'Onboarding' })
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Connect Slack workspace')
    await expect(canvas.getByText('Welcome')).toHaveTextContent('Welcome (completed)')
    await expect(canvas.getByText('Theme preference')).toHaveTextContent('Theme preference (completed)')
    await expect(canvas.getByText('Initial sync')).not.toHaveTextContent('(completed)')
  },
}
