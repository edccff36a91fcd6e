import type { Meta, StoryObj } from '@storybook/react-vite'
import { Building2, Hash } from 'lucide-react'
import { expect } from 'storybook/test'
import { HStack } from '@styled-system/jsx'
import { Chip, type ChipTone } from '../../src/components/Chip'

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { tone: 'success', children: 'Connected' },
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connected').className).toMatch(/chip--tone_success/)
  },
}

const tones: ChipTone[] = ['neutral', 'primary', 'info', 'success', 'warning', 'danger', 'accent']

export const Tones: Story = {
  render: (args) => (
    <HStack gap="1" flexWrap="wrap">
      {tones.map((tone) => (
        <Chip key={tone} {...args} tone={tone}>
          {tone}
        </Chip>
      ))}
    </HStack>
  ),
  play: async ({ canvas }) => {
    for (const tone of tones) await expect(canvas.getByText(tone).className).toMatch(`chip--tone_${tone}`)
  },
}

export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <HStack gap="1" flexWrap="wrap">
      <Chip {...args} tone="danger">
        High
      </Chip>
      <Chip {...args} tone="warning">
        Medium
      </Chip>
      <Chip {...args} tone="neutral">
        Low
      </Chip>
    </HStack>
  ),
  play: async ({ canvas }) => {
    for (const label of ['High', 'Medium', 'Low']) await expect(canvas.getByText(label).className).toMatch('chip--size_sm')
  },
}

export const WithIcon: Story = {
  args: { tone: 'primary', icon: <Building2 />, children: 'Acme Inc' },
  render: (args) => (
    <HStack gap="1">
      <Chip {...args} />
      <Chip {...args} size="sm" />
      <Chip tone="neutral" icon={<Hash />}>
        general
      </Chip>
    </HStack>
  ),
  play: async ({ canvas }) => {
    // The icons are decorative: each chip reads as its text alone.
    await expect(canvas.getAllByText('Acme Inc')).toHaveLength(2)
    for (const chip of [...canvas.getAllByText('Acme Inc'), canvas.getByText('general')]) {
      await expect(chip.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull()
    }
  },
}
