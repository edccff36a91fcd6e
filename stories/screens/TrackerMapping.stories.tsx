import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DEFAULT_STATUS_MAPPING } from '../../api'
import { TrackerMappingSection, trackerMappingMessages } from '../../app/screens/settings/TrackerMappingSection'
import { demoUser } from '../../mocks/fixtures'
import type { MockStore } from '../../mocks/store'
import { chooseOption } from './choose-option'
import { failing, mockApi, mockApiAs, pending, withScreen, type ScreenParameters } from './screen-setup'

const withGithub = (store: MockStore) => {
  store.state.trackers.push({
    id: '6b1d3c5e-7f9a-4b2c-8d4e-0f1a2b3c4d5e',
    company_id: demoUser.company_id,
    provider: 'github',
    project: 'acme/roadmap',
    state: 'ok',
    state_detail: null,
    status_mapping: { ...DEFAULT_STATUS_MAPPING },
    webhook_url: 'http://localhost/api/v1/trackers/github/webhook?connection=6b1d3c5e-7f9a-4b2c-8d4e-0f1a2b3c4d5e',
    connected_by_name: 'Dana Demo',
    connected_at: '2025-01-10T09:00:00.000Z',
  })
}

/** Workspace Settings' tracker status mapping section on its own. */
const meta = {
  title: 'Screens/WorkspaceSettings/TrackerMapping',
  component: TrackerMappingSection,
  decorators: [withScreen],
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace' } satisfies ScreenParameters },
  beforeEach: mockApi({ prepare: withGithub }),
} satisfies Meta<typeof TrackerMappingSection>

export default meta
type Story = StoryObj<typeof meta>

/** While the trackers load. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/trackers')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the issue trackers' })).toBeVisible()
  },
}

/** The trackers could not be loaded. */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/trackers', 500)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(trackerMappingMessages.loadFailed)).toBeVisible()
  },
}

/** No tracker connected yet. */
export const NoTracker: Story = {
  beforeEach: mockApi(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(trackerMappingMessages.none)).toBeVisible()
  },
}

/** The defaults of a GitHub repository: closed as completed → Completed, reopened → In Progress, the rest left. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Status mapping of acme/roadmap' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Status when the issue is closed: completed' })).toHaveTextContent('Completed')
    await expect(canvas.getByRole('button', { name: 'Save mapping' })).toBeDisabled()
  },
}

/** An admin maps opened issues to In Progress and saves. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Status mapping of acme/roadmap' })
    await chooseOption(canvas, userEvent, 'Status when the issue is open', 'In Progress')
    await userEvent.click(canvas.getByRole('button', { name: 'Save mapping' }))
    await expect(await canvas.findByText(trackerMappingMessages.saved)).toBeVisible()
  },
}

/** A member reads the mapping and may not change it. */
export const Member: Story = {
  beforeEach: mockApiAs('member', { prepare: withGithub }),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Status mapping of acme/roadmap' })
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save mapping' })).toBeDisabled())
  },
}
