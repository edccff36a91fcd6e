import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { css } from '@styled-system/css'
import { DEFAULT_STATUS_MAPPING, forbiddenDetail, type IssueLink, TrackerDetail } from '../../api'
import { FeatureIssues } from '../../app/screens/features/FeatureIssues'
import { trackerMessages } from '../../app/state/trackers'
import { backlogFeatures, demoUser, type MockStore } from '../../mocks'
import type { StoredTracker } from '../../mocks/store'
import { openedDialog } from './open-dialog'
import {
  failing,
  mockApi,
  mockApiAs,
  pending,
  showReason,
  withScreen,
  type Canvas,
  type ScreenParameters,
} from './screen-setup'

const darkMode = backlogFeatures.find((feature) => feature.title === 'Dark mode')!

const tracker: StoredTracker = {
  id: '5b7e2c1a-0d3f-4e6a-9b8c-7d6e5f4a3b2c',
  company_id: demoUser.company_id,
  provider: 'github',
  project: 'acme/roadmap',
  state: 'ok',
  state_detail: null,
  status_mapping: DEFAULT_STATUS_MAPPING,
  webhook_url: 'http://localhost:6006/api/v1/trackers/github/webhook?connection=5b7e2c1a-0d3f-4e6a-9b8c-7d6e5f4a3b2c',
  connected_by_name: 'Dana Demo',
  connected_at: '2025-01-10T09:00:00.000Z',
}

const link = (number: number, changes: Partial<IssueLink> = {}): IssueLink => ({
  id: `7a1b2c3d-4e5f-4a6b-8c7d-${String(number).padStart(12, '0')}`,
  feature_id: darkMode.id,
  provider: 'github',
  key: `acme/roadmap#${number}`,
  title: 'Dark mode',
  state: 'open',
  assignee: 'grace',
  url: `https://github.com/acme/roadmap/issues/${number}`,
  link_state: 'ok',
  link_detail: null,
  last_synced_at: '2025-01-14T16:20:00.000Z',
  created_at: '2025-01-12T09:00:00.000Z',
  ...changes,
})

const connected =
  (...links: IssueLink[]) =>
  (store: MockStore) => {
    store.state.trackers.push({ ...tracker })
    store.state.issueLinks.push(...links.map((item) => ({ ...item })))
  }

const frame = css({ p: '3', maxW: '[40rem]' })

/** The feature detail's Issues section on its own (the feature Dark mode), so the panel around it does not change its shots. */
const meta = {
  title: 'Screens/Features/Issues',
  component: FeatureIssues,
  decorators: [withScreen],
  args: { featureId: darkMode.id, featureTitle: darkMode.title },
  render: (args) => (
    <div className={frame}>
      <FeatureIssues {...args} />
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    screen: { path: `/app/features/${darkMode.id}`, minHeight: 'lg' } satisfies ScreenParameters,
  },
  beforeEach: mockApi({ prepare: connected() }),
} satisfies Meta<typeof FeatureIssues>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvas: Canvas) => {
  await canvas.findByRole('heading', { name: 'Issues' })
  return within(canvas.getByRole('region', { name: 'Issues' }))
}

/** No tracker connected: the section says so and leads an admin to Workspace Settings. */
export const NotConnected: Story = {
  beforeEach: mockApi(),
  play: async ({ canvas }) => {
    const issues = await section(canvas)
    await expect(await issues.findByText(trackerMessages.notConnected)).toBeVisible()
    await expect(issues.getByText(trackerMessages.notConnectedAdmin)).toBeVisible()
    await expect(issues.getByRole('link', { name: 'Go to Workspace Settings' })).toHaveAttribute(
      'href',
      '/app/settings/workspace',
    )
    await expect(issues.queryByRole('button', { name: 'Create issue' })).not.toBeInTheDocument()
  },
}

/** A member, who cannot connect a tracker, is told an admin can. */
export const NotConnectedAsMember: Story = {
  beforeEach: mockApiAs('member'),
  play: async ({ canvas }) => {
    const issues = await section(canvas)
    await expect(await issues.findByText(trackerMessages.notConnectedOthers)).toBeVisible()
    await expect(issues.queryByRole('link', { name: 'Go to Workspace Settings' })).not.toBeInTheDocument()
  },
}

/** Connected, nothing linked yet: Create issue and Link issue. */
export const NoLinks: Story = {
  play: async ({ canvas }) => {
    const issues = await section(canvas)
    await expect(await issues.findByText('No issues linked yet.')).toBeVisible()
    await expect(issues.getByRole('button', { name: 'Create issue' })).toBeEnabled()
    await expect(issues.getByRole('button', { name: 'Link issue' })).toBeEnabled()
  },
}

/** While the links load. */
export const Loading: Story = {
  beforeEach: mockApi({ prepare: connected(), handlers: [pending('get', `/api/v1/features/${darkMode.id}/issues`)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the issues' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The links could not be loaded: the server's sentence and Try again. */
export const LoadError: Story = {
  beforeEach: mockApi({
    prepare: connected(),
    handlers: [failing('get', `/api/v1/features/${darkMode.id}/issues`, 500)],
  }),
  play: async ({ canvas }) => {
    const issues = await section(canvas)
    await expect(await issues.findByText(trackerMessages.linksFailed)).toBeVisible()
    await expect(issues.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/**
 * Linked issues, each with its key (a link to GitHub), title, state, assignee and last sync; one in each fault state
 * says what went wrong in a sentence.
 */
export const Linked: Story = {
  beforeEach: mockApi({
    prepare: connected(
      link(7),
      link(8, { title: 'Dark mode: charts', state: 'closed_completed', assignee: null }),
      link(9, { title: 'Dark mode: emails', link_state: 'not_found', link_detail: TrackerDetail.deleted }),
      link(10, { title: 'Dark mode: PDF', link_state: 'unauthorized', link_detail: TrackerDetail.unauthorized }),
      link(11, { title: 'Dark mode: widget', link_state: 'rate_limited', link_detail: null, last_synced_at: null }),
    ),
  }),
  play: async ({ canvas }) => {
    const issues = await section(canvas)
    const list = await issues.findByRole('list', { name: 'Linked issues' })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(5)
    await expect(within(rows[0]!).getByRole('link', { name: 'acme/roadmap#7' })).toHaveAttribute(
      'href',
      'https://github.com/acme/roadmap/issues/7',
    )
    await expect(rows[0]).toHaveTextContent('Assigned to grace · synced 14 Jan 2025')
    await expect(rows[1]).toHaveTextContent('Closed: completed')
    await expect(rows[1]).toHaveTextContent('Unassigned')
    await expect(rows[2]).toHaveTextContent(TrackerDetail.deleted)
    await expect(rows[3]).toHaveTextContent(TrackerDetail.unauthorized)
    // A fault the server sent no sentence for reads as its state's sentence.
    await expect(rows[4]).toHaveTextContent(TrackerDetail.rateLimited)
    await expect(rows[4]).toHaveTextContent('not synced yet')
  },
}

/** The tracker was disconnected: the links stay, marked as no longer refreshed, beside the way to connect again. */
export const Disconnected: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      store.state.issueLinks.push(link(7, { link_state: 'disconnected', link_detail: TrackerDetail.disconnected }))
    },
  }),
  play: async ({ canvas }) => {
    const issues = await section(canvas)
    await expect(await issues.findByText(TrackerDetail.disconnected)).toBeVisible()
    await expect(issues.getByText(trackerMessages.notConnected)).toBeVisible()
  },
}

/** Create issue: the title starts as the feature's; labels are typed with commas; the new issue is listed. */
export const CreateIssue: Story = {
  play: async ({ canvas, userEvent }) => {
    const issues = await section(canvas)
    await userEvent.click(await issues.findByRole('button', { name: 'Create issue' }))
    const dialog = within(await openedDialog(canvas, 'dialog', 'Create issue'))
    await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('Dark mode')
    await expect(dialog.getByText(trackerMessages.description)).toBeVisible()
    await userEvent.type(dialog.getByRole('textbox', { name: /^Labels/ }), 'feature-request, ui')
    await userEvent.click(dialog.getByRole('button', { name: 'Create issue' }))
    const list = await issues.findByRole('list', { name: 'Linked issues' })
    await expect(within(list).getByRole('link', { name: 'acme/roadmap#4' })).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Create issue' })).not.toBeInTheDocument())
  },
}

/** Link issue: typing searches the repository; the person picks a result and links it. */
export const LinkIssue: Story = {
  play: async ({ canvas, userEvent }) => {
    const issues = await section(canvas)
    await userEvent.click(await issues.findByRole('button', { name: 'Link issue' }))
    const dialog = within(await openedDialog(canvas, 'dialog', 'Link issue'))
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search issues' }), 'dark')
    // Each pause in typing searches again: the list to pick from is the one of the whole word.
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('1 issue found. Pick one to link.'))
    const results = dialog.getByRole('grid', { name: 'Issues found' })
    await userEvent.click(await within(results).findByRole('row', { name: /acme\/roadmap#2/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Link acme/roadmap#2' }))
    const list = await issues.findByRole('list', { name: 'Linked issues' })
    await expect(within(list).getByRole('link', { name: 'acme/roadmap#2' })).toBeVisible()
  },
}

/** A search that finds nothing says so. */
export const LinkSearchFindsNothing: Story = {
  play: async ({ canvas, userEvent }) => {
    const issues = await section(canvas)
    await userEvent.click(await issues.findByRole('button', { name: 'Link issue' }))
    const dialog = within(await openedDialog(canvas, 'dialog', 'Link issue'))
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search issues' }), 'kanban')
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('No issues match “kanban”.'))
    await expect(dialog.getByRole('button', { name: 'Link issue' })).toBeDisabled()
  },
}

/** GitHub refused while searching: the server's sentence in the dialog. */
export const LinkSearchFails: Story = {
  beforeEach: mockApi({
    prepare: connected(),
    handlers: [failing('get', '/api/v1/trackers/issues', 502, TrackerDetail.unauthorized)],
  }),
  play: async ({ canvas, userEvent }) => {
    const issues = await section(canvas)
    await userEvent.click(await issues.findByRole('button', { name: 'Link issue' }))
    const dialog = within(await openedDialog(canvas, 'dialog', 'Link issue'))
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search issues' }), 'dark')
    await expect(await dialog.findByText(TrackerDetail.unauthorized)).toBeVisible()
  },
}

/** Unlink takes the link away (the issue itself stays in GitHub). */
export const Unlink: Story = {
  beforeEach: mockApi({ prepare: connected(link(7)) }),
  play: async ({ canvas, userEvent }) => {
    const issues = await section(canvas)
    await userEvent.click(await issues.findByRole('button', { name: 'Unlink acme/roadmap#7' }))
    await expect(await issues.findByText('No issues linked yet.')).toBeVisible()
  },
}

/** A viewer sees the links but may not change them, and is told why. */
export const AsViewer: Story = {
  beforeEach: mockApiAs('viewer', { prepare: connected(link(7)) }),
  play: async ({ canvas, userEvent }) => {
    const issues = await section(canvas)
    const create = await issues.findByRole('button', { name: 'Create issue' })
    await expect(create).toBeDisabled()
    await expect(issues.getByRole('button', { name: 'Unlink acme/roadmap#7' })).toBeDisabled()
    await showReason(userEvent, create)
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(forbiddenDetail('issue.link', 'viewer'))
  },
}
