import type { Meta, StoryObj } from '@storybook/react-vite'
import { Building2, Hash } from 'lucide-react'
import { expect } from 'storybook/test'
import { HStack } from '@styled-system/jsx'
import { Chip, chipStatusTable, type ChipProps, type ChipStatusFamily, type ChipTone } from '../../src/components/Chip'

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { status: 'connected' },
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every status of one family, in the table's order, with the story's other args. The play reads the chips' words, written
 * out here so that a changed wording in the table fails a test.
 */
function familyStory(family: ChipStatusFamily, labels: string[]): Story {
  return {
    play: async ({ canvasElement }) => {
      const chips = Array.from(canvasElement.querySelectorAll('[data-status]'))
      await expect(chips.map((chip) => chip.textContent)).toEqual(labels)
      await expect(chips.map((chip) => chip.getAttribute('data-status'))).toEqual(Object.keys(chipStatusTable[family]))
    },
    render: (args: ChipProps) => (
      <HStack gap="1" flexWrap="wrap">
        {Object.keys(chipStatusTable[family]).map((status) => (
          <Chip key={status} {...args} status={status as keyof (typeof chipStatusTable)[typeof family]} />
        ))}
      </HStack>
    ),
  }
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connected')).toHaveAttribute('data-status', 'connected')
  },
}

export const IntegrationStatuses: Story = familyStory('integration', ['Connected', 'Disconnected', 'Pending'])

export const FeatureStatuses: Story = familyStory('feature', ['Backlog', 'In Progress', 'Review', 'Completed'])

export const Priorities: Story = familyStory('priority', ['High', 'Medium', 'Low'])

export const ThemeStatuses: Story = familyStory('theme', ['Active', 'Planning', 'Archived'])

export const CompetitorStatuses: Story = {
  ...familyStory('competitor', ['Available', 'Beta', 'Enterprise', 'Planned', 'Not Available']),
  play: async ({ canvas }) => {
    for (const label of ['Available', 'Beta', 'Enterprise', 'Planned', 'Not Available']) {
      await expect(canvas.getByText(label)).toBeVisible()
    }
  },
}

const tones: ChipTone[] = ['neutral', 'primary', 'info', 'success', 'warning', 'danger', 'accent']

export const Tones: Story = {
  args: { status: undefined },
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
    for (const tone of tones) await expect(canvas.getByText(tone)).not.toHaveAttribute('data-status')
  },
}

export const Small: Story = {
  ...familyStory('priority', ['High', 'Medium', 'Low']),
  args: { size: 'sm' },
}

export const WithIcon: Story = {
  args: { status: undefined, tone: 'primary', icon: <Building2 />, children: 'Acme Inc' },
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
