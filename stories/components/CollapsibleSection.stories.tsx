import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { css } from '@styled-system/css'
import { Button } from '../../src/components/Button'
import { CollapsibleSection } from '../../src/components/CollapsibleSection'

const text = css({ color: 'fg.muted' })

const meta = {
  title: 'Components/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'Connected Data Sources',
    subtitle: '2 active connections',
    onOpenChange: fn(),
    children: <p className={text}>Integration Progress: 2 of 3 sources connected</p>,
  },
} satisfies Meta<typeof CollapsibleSection>

export default meta
type Story = StoryObj<typeof meta>

/** Open by default, like 'Connected Data Sources' on the workspace settings page. */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Connected Data Sources 2 active connections' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(button)
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
    await userEvent.click(button)
    await waitFor(() => expect(canvas.getByText(/Integration Progress/)).toBeVisible())
  },
}

/** Closed until opened, like 'Preferences'. */
export const Closed: Story = {
  args: {
    title: 'Preferences',
    subtitle: undefined,
    defaultOpen: false,
    children: <p className={text}>Auto-sync data sources</p>,
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Preferences' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard(' ')
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
  },
}

/** A count after the title, part of the button's name. */
export const WithCount: Story = {
  args: { title: 'Recent Feedback', subtitle: undefined, count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Recent Feedback (3)' })).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Actions sit beside the header button, never inside it. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="outline">
        Add Source
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('button', { name: 'Connected Data Sources 2 active connections' })
    await expect(header).not.toContainElement(canvas.getByRole('button', { name: 'Add Source' }))
  },
}

/** No frame: the sections of a feature's detail panel. */
export const Plain: Story = {
  args: { title: 'Description', subtitle: undefined, variant: 'plain', headingLevel: 3 },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Description' })
    await expect(within(heading).getByRole('button', { name: 'Description' })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText('Integration Progress: 2 of 3 sources connected')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { title: 'Available Connectors', subtitle: undefined, defaultOpen: false, disabled: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Available Connectors' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}
