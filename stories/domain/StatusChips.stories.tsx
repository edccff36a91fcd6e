import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from '@styled-system/jsx'
import {
  competitorStatusStyles,
  connectionStyles,
  featureStatusStyles,
  priorityStyles,
  themeStatusStyles,
  type StatusStyle,
} from '../../api/status-labels'
import { Chip, type ChipProps } from '../../src/components/Chip'

/** The domain's statuses as the app draws them: each table of api/status-labels through the library's Chip. */
const meta = {
  title: 'Domain/Status Chips',
  component: Chip,
} satisfies Meta<typeof Chip>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every status of one table, in the table's order, with the story's other args. The play reads the chips' words,
 * written out here so that a changed wording in the table fails a test.
 */
function tableStory(table: Readonly<Record<string, StatusStyle>>, labels: string[]): Story {
  return {
    play: async ({ canvasElement }) => {
      const chips = Array.from(canvasElement.querySelectorAll('.chip'))
      await expect(chips.map((chip) => chip.textContent)).toEqual(labels)
    },
    render: (args: ChipProps) => (
      <HStack gap="1" flexWrap="wrap">
        {Object.entries(table).map(([status, { tone, label }]) => (
          <Chip key={status} {...args} tone={tone}>
            {label}
          </Chip>
        ))}
      </HStack>
    ),
  }
}

export const Connections: Story = tableStory(connectionStyles, ['Connected', 'Disconnected'])

export const FeatureStatuses: Story = tableStory(featureStatusStyles, ['Backlog', 'In Progress', 'Review', 'Completed'])

export const Priorities: Story = tableStory(priorityStyles, ['High', 'Medium', 'Low'])

export const ThemeStatuses: Story = tableStory(themeStatusStyles, ['Active', 'Planning', 'Archived'])

export const CompetitorStatuses: Story = tableStory(competitorStatusStyles, [
  'Available',
  'Beta',
  'Enterprise',
  'Planned',
  'Not Available',
])

export const SmallPriorities: Story = { ...tableStory(priorityStyles, ['High', 'Medium', 'Low']), args: { size: 'sm' } }
