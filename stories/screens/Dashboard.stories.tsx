import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import DashboardPage from '../../app/screens/dashboard/DashboardPage'
import { gettingStartedTips } from '../../app/screens/dashboard/GettingStartedCard'
import { csvExportRises } from '../fixtures/rising'
import { failing, mockApi, pending, withScreen, type Canvas, type ScreenParameters } from './screen-setup'

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/dashboard', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

const figure = (canvas: Canvas, title: string) => canvas.getByRole('article', { name: title })

/** The demo workspace: its figures from the dashboard call, top themes and features, and their trends. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome to Acme Analytics' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Workspace Settings' })).toBeVisible()
    await expect(await canvas.findByRole('article', { name: 'Total Requests' })).toBeVisible()
    for (const title of ['Total Requests', 'Active Themes', 'This Week']) {
      await expect(figure(canvas, title)).toHaveTextContent(/\d/)
    }
    await expect(figure(canvas, 'Active Themes')).toHaveTextContent('Active Themes2')
    const themes = canvas.getByRole('list', { name: 'Top themes' })
    await expect(within(themes).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/themes\//),
    )
    const features = canvas.getByRole('list', { name: 'Top features' })
    await expect(within(features).getAllByRole('link')).toHaveLength(5)
    await expect(canvas.getByRole('img', { name: /^Mentions by theme/ })).toBeVisible()
    await expect(canvas.getByRole('img', { name: /^Mentions of top features/ })).toBeVisible()
    const tips = canvas.getByRole('list', { name: 'Tips' })
    await expect(
      within(tips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...gettingStartedTips])
  },
}

/** Something rises this week: a card lists it, themes first, each with the sentence of the test. */
export const Rising: Story = {
  beforeEach: mockApi({ prepare: csvExportRises }),
  play: async ({ canvas }) => {
    const rising = await canvas.findByRole('list', { name: 'Rising this week' })
    const items = within(rising).getAllByRole('listitem')
    await expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual(['Reporting & Analytics', 'CSV export of any table'])
    await expect(items[1]).toHaveTextContent(/\(Feature\)4 mentions this week, against about 0\.\d a week before \(p = 0\.\d{3}\)\./)
    await expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/app\/features\//))
  },
}

/** While the figures load: skeletons under the banner; Getting Started is already there. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/dashboard')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the dashboard' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Connect Data Source' })).toBeVisible()
  },
}

/** A new workspace: zero figures, and the cards say there is nothing yet. */
export const Empty: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      store.state.themes = []
      store.state.features = []
      store.state.mentions = []
      store.state.feedback = []
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No active themes yet.')).toBeVisible()
    await expect(canvas.getByText('No feature requests yet.')).toBeVisible()
    await expect(figure(canvas, 'Total Requests')).toHaveTextContent('Total Requests0')
  },
}

/** The dashboard call failed: the server's sentence and Try again, which loads it. */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/dashboard', 500, 'The database is not reachable.')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not reachable.')).toBeVisible()
    await expect(canvas.getByText('The dashboard could not be loaded')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** Try again after a failure loads the figures. */
let dashboardFailures = 0
export const TryAgain: Story = {
  beforeEach: mockApi({
    prepare: () => void (dashboardFailures = 0),
    handlers: [
      http.get('*/api/v1/dashboard', () =>
        dashboardFailures++ === 0
          ? HttpResponse.json({ detail: 'The database is not reachable.' }, { status: 503 })
          : undefined,
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('article', { name: 'Total Requests' })).toBeVisible()
    await expect(canvas.queryByText('The database is not reachable.')).not.toBeInTheDocument()
  },
}

/** Connect Data Source goes to the workspace settings. */
export const ConnectDataSource: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Data Source' }))
    await expect(await canvas.findByText('Navigated to /app/settings/workspace')).toBeVisible()
  },
}

/** The banner's Workspace Settings button, from the keyboard. */
export const WorkspaceSettingsFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Workspace Settings' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Navigated to /app/settings/workspace')).toBeVisible()
  },
}
