import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { forbiddenDetail } from '../../api'
import FeaturesPage from '../../app/screens/features/FeaturesPage'
import { backlogFeatures, backlogThemes, demoMember, demoUser, type MockStore } from '../../mocks'
import { chooseOption, searchAndChoose, typeKeys } from './choose-option'
import { failing, mockApi, mockApiAs, pending, showReason, withScreen, type Canvas, type ScreenParameters, type StoryUser } from './screen-setup'
import { openedDialog } from './open-dialog'
import { csvExport, csvExportRises } from '../fixtures/rising'

const route = '/app/features/:id?'
const scheduled = backlogFeatures.find((feature) => feature.title === 'Scheduled PDF reports')!
const reporting = backlogThemes.find((theme) => theme.name === 'Reporting & Analytics')!

const meta = {
  title: 'Screens/Features',
  component: FeaturesPage,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/features', route, minHeight: 'lg' } satisfies ScreenParameters,
  },
  beforeEach: mockApi(),
} satisfies Meta<typeof FeaturesPage>

export default meta
type Story = StoryObj<typeof meta>

const selected = { path: `/app/features/${scheduled.id}`, route, minHeight: 'lg' } satisfies ScreenParameters

/** The themes column once it has loaded (so every screenshot shows it the same way). */
const themesLoaded = (canvas: Canvas) => canvas.findByRole('button', { name: 'All themes' })

/** The list of features (every row is in the page: the stories' lists are too short to be virtualised). */
const shownGrid = (canvas: Canvas, list = 'Features') => canvas.findByRole('grid', { name: list })

/** The titles of the rows, top to bottom (each row's accessible sentence starts with its title). */
async function rowTitles(canvas: Canvas, list = 'Features') {
  await themesLoaded(canvas)
  const rows = within(await shownGrid(canvas, list)).getAllByRole('row')
  return rows.map((row) => row.getAttribute('aria-label')?.split(',')[0])
}

/** The detail panel once the feature and its trend have loaded (found afresh: it is redrawn for each feature). */
async function details(canvas: Canvas, title = scheduled.title) {
  await themesLoaded(canvas)
  await canvas.findByRole('heading', { level: 3, name: title })
  const panel = canvas.getByRole('region', { name: 'Feature details' })
  await within(panel).findByRole('img', { name: /^Mentions, / })
  return panel
}

/** A feature's row, once the list is in sight. */
const rowOf = async (canvas: Canvas, title: string) =>
  within(await shownGrid(canvas)).getByRole('row', { name: new RegExp(`^${title},`) })

const notifications = (canvas: Canvas) => canvas.getByRole('region', { name: /Notifications/ })

/** The demo backlog: the themes column, every feature ranked by score, nothing selected yet. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const themes = canvas.getByRole('navigation', { name: 'Themes' })
    await expect(await within(themes).findByRole('button', { name: 'All themes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(await within(themes).findByRole('button', { name: /^Integrations/ })).toBeVisible()
    const titles = await rowTitles(canvas)
    await expect(titles.slice(0, 3)).toEqual(['Scheduled PDF reports', 'Salesforce sync', 'SAML single sign-on'])
    await expect(canvas.getByText('No feature selected')).toBeVisible()
  },
}

/** /app/features/:id: the feature's row is outlined as current; its details, edits, score, trend and comments are shown. */
export const Selected: Story = {
  parameters: { screen: selected },
  play: async ({ canvas }) => {
    const panel = within(await details(canvas))
    await expect(panel.getByRole('button', { name: /^Description/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('button', { name: /^Competitive Analysis/ })).toBeVisible()
    await expect(panel.getByRole('button', { name: /^Recent Feedback/ })).toBeVisible()
    await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In Progress')
    await expect(panel.getByRole('heading', { name: 'Score' })).toBeVisible()
    await expect(await panel.findByRole('img', { name: /^Mentions, / })).toBeVisible()
    await expect(panel.getByText('No comments yet.')).toBeVisible()
    const row = await rowOf(canvas, 'Scheduled PDF reports')
    await expect(row).toHaveAttribute('data-current', 'true')
  },
}

/** A rising feature: a Rising chip on its row and in its details, with the sentence of the test. */
export const Rising: Story = {
  beforeEach: mockApi({ prepare: csvExportRises }),
  parameters: { screen: { path: `/app/features/${csvExport.id}`, route, minHeight: 'lg' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    const panel = within(await details(canvas, csvExport.title))
    await expect(panel.getByText('Rising', { selector: 'header *' })).toBeVisible()
    await expect(panel.getByText(/^4 mentions this week, against about 0\.\d a week before \(p = 0\.\d{3}\)\.$/)).toBeVisible()
    await expect(await rowOf(canvas, 'CSV export of any table')).toHaveAccessibleName(/^CSV export of any table, Rising,/)
    await expect(await rowOf(canvas, 'Scheduled PDF reports')).not.toHaveAccessibleName(/Rising/)
  },
}

/** Choosing a row puts its id in the URL and shows it. */
export const ChooseFeature: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('grid', { name: 'Features' })
    await userEvent.click(within(list).getByRole('row', { name: /^Scheduled PDF reports/ }))
    await details(canvas)
    await expect(within(list).getByRole('row', { name: /^Scheduled PDF reports/ })).toHaveAttribute('data-current', 'true')
  },
}

/** From the keyboard: the grid holds one tab stop, the arrows move along it and Enter opens the feature. */
export const ChooseFeatureFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    const list = await canvas.findByRole('grid', { name: 'Features' })
    const rows = within(list).getAllByRole('row')
    rows[0]!.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(rows[1]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await details(canvas, 'Salesforce sync')
    await expect(within(list).getByRole('row', { name: /^Salesforce sync/ })).toHaveAttribute('data-current', 'true')
  },
}

/** A theme in the first column lists only its features. */
export const ChooseTheme: Story = {
  play: async ({ canvas, userEvent }) => {
    const themes = canvas.getByRole('navigation', { name: 'Themes' })
    await userEvent.click(await within(themes).findByRole('button', { name: /^Reporting & Analytics/ }))
    await expect(within(themes).getByRole('button', { name: /^Reporting & Analytics/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(async () =>
      expect(await rowTitles(canvas, 'Features of Reporting & Analytics')).toEqual([
        'Scheduled PDF reports',
        'CSV export of any table',
        'Annotations on charts',
      ]),
    )
  },
}

/** Arriving from a theme's "View features" link (?theme=...) starts with that theme chosen. */
export const FromTheme: Story = {
  parameters: {
    screen: { path: `/app/features?theme=${reporting.id}`, route, minHeight: 'lg' } satisfies ScreenParameters,
  },
  play: async ({ canvas }) => {
    await expect(await rowTitles(canvas, 'Features of Reporting & Analytics')).toHaveLength(3)
  },
}

/** While the features load. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/features')] }),
  play: async ({ canvas }) => {
    await themesLoaded(canvas)
    await expect(canvas.getByRole('status', { name: 'Loading features' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** A workspace without features or themes. */
export const Empty: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      store.state.features = []
      store.state.themes = []
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No features found')).toBeVisible()
    await themesLoaded(canvas)
  },
}

/** The features call failed: the server's sentence and Try again. */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/features', 500, 'The database is not reachable.')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not reachable.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await themesLoaded(canvas)
  },
}

/** Filter: the panel's status choice narrows the list, and Clear filters widens it again. */
export const FilterByStatus: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    const filter = canvas.getByRole('button', { name: 'Filter' })
    await userEvent.click(filter)
    await expect(filter).toHaveAttribute('aria-expanded', 'true')
    const panel = canvas.getByRole('region', { name: 'Filter features' })
    await chooseOption(canvas, userEvent, 'Status', 'Review', panel)
    await waitFor(async () => expect(await rowTitles(canvas)).toEqual(['SAML single sign-on']))
    await expect(canvas.getByRole('button', { name: 'Filter (1)' })).toBeVisible()
  },
}

/** Filter by text: the search narrows the list as one types. */
export const FilterByText: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'csv')
    await waitFor(async () => expect(await rowTitles(canvas)).toEqual(['CSV export of any table']))
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(async () => expect((await rowTitles(canvas)).length).toBeGreaterThan(1))
  },
}

/** Filter by the days of the mentions: typed in the date range, sent as from and to, and cleared with its button. */
export const FilterByMentionDates: Story = {
  play: async ({ canvas, userEvent }) => {
    const all = await rowTitles(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }))
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^month, Start Date, Mentioned between/i }))
    await userEvent.keyboard('01012020')
    await userEvent.keyboard('01312020')
    await expect(await canvas.findByText('No features found')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Filter (1)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }))
    await waitFor(async () => expect(await rowTitles(canvas)).toEqual(all))
  },
}

/** Add Feature: the dialog creates the feature through the API and shows it. */
export const AddFeature: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add Feature' }))
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add Feature' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Add Feature' }))
    await expect(dialog.getByText('Enter a title for the feature.')).toBeVisible()
    await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Webhooks for new mentions')
    await userEvent.click(dialog.getByRole('button', { name: 'Add Feature' }))
    await expect(await details(canvas, 'Webhooks for new mentions')).toBeVisible()
    await expect((await rowTitles(canvas))[0]).toBe('Webhooks for new mentions')
  },
}

/** The Add Feature dialog. */
export const AddFeatureDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Add Feature' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Add Feature' })
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus())
    dialog.scrollIntoView({ block: 'center' })
  },
}

/** A new status shows at once in the detail and the row, and is saved. */
export const ChangeStatus: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    await chooseOption(canvas, userEvent, 'Status', 'Completed', panel)
    await expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed')
    const row = await rowOf(canvas, 'Scheduled PDF reports')
    await expect(row).toHaveAccessibleName(/Completed/)
  },
}

/** The assignee and the theme are chosen the same way; the themes column follows the move. */
export const ChangeAssigneeAndTheme: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    await chooseOption(canvas, userEvent, 'Assignee', 'Unassigned', panel)
    await chooseOption(canvas, userEvent, 'Theme', 'Integrations', panel)
    const row = await rowOf(canvas, 'Scheduled PDF reports')
    await waitFor(() => expect(row).not.toHaveAccessibleName(/assigned to/))
    await expect(within(panel).getByRole('combobox', { name: 'Theme' })).toHaveTextContent('Integrations')
    // The themes column counts it under its new theme.
    const themes = canvas.getByRole('navigation', { name: 'Themes' })
    await waitFor(() =>
      expect(within(themes).getByRole('button', { name: /^Integrations/ })).toHaveTextContent('Integrations3'),
    )
  },
}

/** When the server refuses a change, it is undone and a toast says why. */
export const ChangeRolledBack: Story = {
  parameters: { screen: selected },
  beforeEach: mockApi({ handlers: [failing('put', '/api/v1/features/:id', 500)] }),
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    await chooseOption(canvas, userEvent, 'Priority', 'Low', panel)
    await waitFor(() =>
      expect(notifications(canvas)).toHaveTextContent('Failed to update the feature; the change was undone'),
    )
    await expect(within(panel).getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High')
  },
}

const salesforce = backlogFeatures.find((feature) => feature.title === 'Salesforce sync')!

/** The group of actions on the chosen rows, shown once a row is chosen. */
const bulkActions = (canvas: Canvas) => canvas.findByRole('group', { name: 'Actions on the selected features' })

/** From the keyboard: Space chooses the focused row, the arrows move; the chosen rows get a new status at once. */
export const BulkStatusFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    const first = await rowOf(canvas, 'Scheduled PDF reports')
    first.focus()
    await userEvent.keyboard(' {ArrowDown}{ArrowDown} ')
    await expect(canvas.getByText('2 selected')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked()
    await chooseOption(canvas, userEvent, 'Set status', 'Completed', await bulkActions(canvas))
    await waitFor(() => expect(notifications(canvas)).toHaveTextContent('2 features updated'))
    await expect(await rowOf(canvas, 'Scheduled PDF reports')).toHaveAccessibleName(/, Completed,/)
    await expect(await rowOf(canvas, 'SAML single sign-on')).toHaveAccessibleName(/, Completed,/)
    await expect(await rowOf(canvas, 'Salesforce sync')).not.toHaveAccessibleName(/, Completed,/)
    // Done: the choice is cleared.
    await expect(canvas.queryByText(/^\d+ selected$/)).not.toBeInTheDocument()
  },
}

/** One feature refuses the change: the others keep it, it gets its value back and stays chosen; one sentence says so. */
export const BulkPartialFailure: Story = {
  beforeEach: mockApi({
    handlers: [failing('put', `/api/v1/features/${salesforce.id}`, 409, 'This feature was changed by someone else.')],
  }),
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    const unchanged = (await rowOf(canvas, 'Salesforce sync')).getAttribute('aria-label')!
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Select Scheduled PDF reports,/ }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Select Salesforce sync,/ }))
    await chooseOption(canvas, userEvent, 'Assign to', 'Unassigned', await bulkActions(canvas))
    await waitFor(() =>
      expect(notifications(canvas)).toHaveTextContent(
        '1 feature done; 1 feature failed and stays selected: This feature was changed by someone else.',
      ),
    )
    await expect(await rowOf(canvas, 'Scheduled PDF reports')).not.toHaveAccessibleName(/assigned to/)
    await expect(await rowOf(canvas, 'Salesforce sync')).toHaveAccessibleName(unchanged)
    await expect(canvas.getByRole('checkbox', { name: /^Select Salesforce sync,/ })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: /^Select Scheduled PDF reports,/ })).not.toBeChecked()
    await expect(canvas.getByText('1 selected')).toBeVisible()
  },
}

/** Every feature of a theme chosen at once and moved to another theme: they leave this theme's list and count. */
export const BulkMoveThemeOfAll: Story = {
  parameters: {
    screen: { path: `/app/features?theme=${reporting.id}`, route, minHeight: 'lg' } satisfies ScreenParameters,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await rowTitles(canvas, 'Features of Reporting & Analytics')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }))
    await expect(canvas.getByText('3 selected')).toBeVisible()
    await chooseOption(canvas, userEvent, 'Move to theme', 'Integrations', await bulkActions(canvas))
    await waitFor(() => expect(notifications(canvas)).toHaveTextContent('3 features updated'))
    await expect(await canvas.findByText('No features found')).toBeVisible()
    const themes = canvas.getByRole('navigation', { name: 'Themes' })
    await waitFor(() => expect(within(themes).getByRole('button', { name: /^Integrations/ })).toHaveTextContent('Integrations5'))
  },
}

/** Three chosen features merged into the one the person keeps: the others leave the list. */
export const BulkMerge: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowTitles(canvas)
    for (const title of ['Scheduled PDF reports', 'Salesforce sync', 'SAML single sign-on'])
      await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(`^Select ${title},`) }))
    await userEvent.click(within(await bulkActions(canvas)).getByRole('button', { name: 'Merge' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Merge 3 features' })
    await expect(dialog).toHaveTextContent('The 2 other features and their mentions become part of the one you keep.')
    await chooseOption(canvas, userEvent, 'Keep', 'Salesforce sync', dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }))
    await waitFor(() => expect(notifications(canvas)).toHaveTextContent('2 features merged'))
    const titles = await rowTitles(canvas)
    await expect(titles).toContain('Salesforce sync')
    await expect(titles).not.toContain('Scheduled PDF reports')
    await expect(titles).not.toContain('SAML single sign-on')
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** A feature in a suggested theme shows that theme among the choices. */
export const InSuggestedTheme: Story = {
  parameters: {
    screen: {
      path: `/app/features/${backlogFeatures.find((feature) => feature.title === 'Mobile app for iOS')!.id}`,
      route,
      minHeight: 'lg',
    } satisfies ScreenParameters,
  },
  play: async ({ canvas }) => {
    const panel = await details(canvas, 'Mobile app for iOS')
    // The themes may arrive after the feature: the choice shows its name once they have.
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Theme' })).toHaveTextContent('Mobile experience (suggested)'),
    )
  },
}

const zapier = backlogFeatures.find((feature) => feature.title === 'Zapier integration')!

/** The AI suggests a theme it is not confident about: the suggestion with its confidence, to move the feature there or dismiss. */
export const ThemeSuggestion: Story = {
  parameters: { screen: { path: `/app/features/${zapier.id}`, route, minHeight: 'lg' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    const panel = await details(canvas, 'Zapier integration')
    await expect(within(panel).getByText('Suggested theme: Integrations')).toBeVisible()
    await expect(panel).toHaveTextContent('The AI is 48% confident that this feature belongs there; below 60% it suggests instead of placing.')
    await expect(within(panel).getByRole('button', { name: 'Move to Integrations' })).toBeEnabled()
  },
}

/** Moving the feature to the suggested theme is a person's choice: the theme is set and the suggestion goes. */
export const AcceptThemeSuggestion: Story = {
  parameters: { screen: { path: `/app/features/${zapier.id}`, route, minHeight: 'lg' } satisfies ScreenParameters },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas, 'Zapier integration')
    await userEvent.click(within(panel).getByRole('button', { name: 'Move to Integrations' }))
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Theme' })).toHaveTextContent('Integrations'))
    await waitFor(() => expect(within(panel).queryByText('Suggested theme: Integrations')).not.toBeInTheDocument())
  },
}

/** Dismissing the suggestion: it goes, and the toast says it will not come back. */
export const DismissThemeSuggestion: Story = {
  parameters: { screen: { path: `/app/features/${zapier.id}`, route, minHeight: 'lg' } satisfies ScreenParameters },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas, 'Zapier integration')
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss the suggestion Integrations' }))
    await expect(await canvas.findByText('Integrations will not be suggested for this feature again')).toBeInTheDocument()
    await expect(within(panel).queryByText('Suggested theme: Integrations')).not.toBeInTheDocument()
    await expect(within(panel).getByRole('combobox', { name: 'Theme' })).toHaveTextContent('No theme')
  },
}

/** A feature the AI placed in its theme by itself shows how confident it was. */
export const PlacedByAi: Story = {
  parameters: {
    screen: {
      path: `/app/features/${backlogFeatures.find((feature) => feature.title === 'CSV export of any table')!.id}`,
      route,
      minHeight: 'lg',
    } satisfies ScreenParameters,
  },
  play: async ({ canvas }) => {
    const panel = await details(canvas, 'CSV export of any table')
    await expect(within(panel).getByText('Placed by the AI, 83% confident')).toBeVisible()
  },
}

/** Scheduled PDF reports merged into CSV export of any table, before the story opens it. */
const mergedIntoCsv = mockApi({
  prepare: (store) => {
    const csv = store.state.features.find((feature) => feature.title === 'CSV export of any table')!
    store.state.features.find((feature) => feature.id === scheduled.id)!.merged_into_id = csv.id
  },
})

/** A merged feature, opened by its address: it is out of the list, and says where it went. */
export const MergedFeature: Story = {
  parameters: { screen: selected },
  beforeEach: mergedIntoCsv,
  play: async ({ canvas }) => {
    const panel = within(await details(canvas))
    await expect(panel.getByRole('link', { name: 'CSV export of any table' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/features\//),
    )
    await expect(panel.getByRole('button', { name: 'Unmerge' })).toBeEnabled()
    await expect(await rowTitles(canvas)).not.toContain(scheduled.title)
  },
}

/** Its Unmerge brings it back into the list. */
export const UnmergeMergedFeature: Story = {
  parameters: { screen: selected },
  beforeEach: mergedIntoCsv,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await details(canvas)).getByRole('button', { name: 'Unmerge' }))
    await waitFor(async () => expect(await rowTitles(canvas)).toContain(scheduled.title))
    await details(canvas)
    await waitFor(() => expect(canvas.queryByText(/^Merged into/)).not.toBeInTheDocument())
  },
}

/** Comments: the list and a new one, added through the API. */
export const AddComment: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = within(await details(canvas))
    await userEvent.type(panel.getByRole('textbox', { name: 'Add a comment' }), 'Customers ask for this weekly.')
    await userEvent.click(panel.getByRole('button', { name: 'Comment' }))
    const comments = await panel.findByRole('list', { name: 'Comments' })
    await expect(comments).toHaveTextContent('Customers ask for this weekly.')
    await expect(panel.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('')
  },
}

/** Merge into another feature: the merged one leaves the list and the target is shown, with Unmerge. */
export const MergeAndUnmerge: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    const rowCount = async () => within(await shownGrid(canvas)).getAllByRole('row').length
    const before = await rowCount()
    await userEvent.click(within(panel).getByRole('button', { name: 'Merge into…' }))
    const dialog = await canvas.findByRole('dialog', { name: `Merge ${scheduled.title}` })
    await searchAndChoose(canvas, userEvent, 'Merge into', 'csv', 'CSV export of any table', dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }))
    const target = await details(canvas, 'CSV export of any table')
    await waitFor(async () => expect(await rowCount()).toBe(before - 1))
    await expect(await rowTitles(canvas)).not.toContain(scheduled.title)
    await userEvent.click(await within(target).findByRole('button', { name: `Unmerge ${scheduled.title}` }))
    await waitFor(async () => expect(await rowCount()).toBe(before))
    // Unmerging rescores both features, so the one shown is loaded again.
    await details(canvas, 'CSV export of any table')
  },
}

/** The merge dialog searches every feature as one types, and says so when nothing matches. */
export const MergeSearchFindsNothing: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    await userEvent.click(within(panel).getByRole('button', { name: 'Merge into…' }))
    const dialog = await canvas.findByRole('dialog', { name: `Merge ${scheduled.title}` })
    const input = within(dialog).getByRole('combobox', { name: 'Merge into' })
    await userEvent.click(input)
    // The feature itself is never offered.
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1))
    await expect(within(dialog).queryByRole('option', { name: scheduled.title })).not.toBeInTheDocument()
    await typeKeys(userEvent, 'kanban')
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No features match “kanban”.'))
    await expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** Presses Move or Unlink beside James Okafor's quote in Recent Feedback. */
const feedbackAction = (userEvent: StoryUser, panel: HTMLElement, action: 'Move' | 'Unlink') =>
  userEvent.click(within(panel).getByRole('button', { name: new RegExp(`^${action} the feedback from James Okafor`) }))

const feedbackAuthors = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button', { name: /^Move the feedback from/ })
    .map((button) => button.getAttribute('aria-label'))

/** Unlink a quote the AI linked by mistake: confirmed first, gone at once, and the section's count follows. */
export const UnlinkFeedback: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    await expect(within(panel).getByRole('button', { name: 'Recent Feedback (6)' })).toBeVisible()
    await feedbackAction(userEvent, panel, 'Unlink')
    const dialog = await openedDialog(canvas, 'alertdialog', 'Unlink this feedback?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }))
    await waitFor(() => expect(feedbackAuthors(panel)).not.toContainEqual(expect.stringMatching(/James Okafor/)))
    await expect(within(panel).getByRole('button', { name: 'Recent Feedback (5)' })).toBeVisible()
    await waitFor(() => expect(notifications(canvas)).toHaveTextContent('Feedback unlinked'))
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Recent Feedback (5)' })).toHaveFocus())
  },
}

/** Unlinked as no feature request at all: the AI learns it, and the toast says what follows. */
export const UnlinkNotARequest: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    await feedbackAction(userEvent, panel, 'Unlink')
    const dialog = await openedDialog(canvas, 'alertdialog', 'Unlink this feedback?')
    const notRequest = within(dialog).getByRole('checkbox', { name: 'It is not a feature request' })
    await expect(notRequest).not.toBeChecked()
    await expect(notRequest).toHaveAccessibleDescription(
      'Headway learns from it and stops counting messages like it as requests.',
    )
    await userEvent.click(notRequest)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }))
    await waitFor(() =>
      expect(notifications(canvas)).toHaveTextContent('Feedback unlinked; messages like it will not be counted as requests'),
    )
    await expect(within(panel).getByRole('button', { name: 'Recent Feedback (5)' })).toBeVisible()
    // The next unlink starts unticked.
    await userEvent.click(within(panel).getAllByRole('button', { name: /^Unlink the feedback from/ })[0]!)
    const next = await openedDialog(canvas, 'alertdialog', 'Unlink this feedback?')
    await expect(within(next).getByRole('checkbox', { name: 'It is not a feature request' })).not.toBeChecked()
  },
}

/** When the server refuses the unlink, the quote comes back where it was and a toast says so. */
export const UnlinkRolledBack: Story = {
  parameters: { screen: selected },
  beforeEach: mockApi({ handlers: [failing('delete', '/api/v1/features/:id/links/:feedback_id', 500)] }),
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    const before = feedbackAuthors(panel)
    await feedbackAction(userEvent, panel, 'Unlink')
    const dialog = await openedDialog(canvas, 'alertdialog', 'Unlink this feedback?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }))
    await waitFor(() => expect(notifications(canvas)).toHaveTextContent('Failed to unlink the feedback; it is linked again'))
    await expect(feedbackAuthors(panel)).toEqual(before)
  },
}

/** Move a quote to the feature it really asks for: chosen among the company's features. */
export const MoveFeedback: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    await feedbackAction(userEvent, panel, 'Move')
    const dialog = await canvas.findByRole('dialog', { name: 'Move this feedback' })
    await searchAndChoose(canvas, userEvent, 'Move to', 'csv', 'CSV export of any table', dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    await waitFor(() => expect(notifications(canvas)).toHaveTextContent('Feedback moved to CSV export of any table'))
    await expect(feedbackAuthors(panel)).not.toContainEqual(expect.stringMatching(/James Okafor/))
    await expect(within(panel).getByRole('button', { name: 'Recent Feedback (5)' })).toBeVisible()
  },
}

/** One comment of one's own (Dana Demo, signed in) and one of a colleague's, on the feature shown. */
function addComments(store: MockStore) {
    const at = store.now()
    const comment = (id: string, author_id: string, body: string) => ({
      id,
      company_id: demoUser.company_id,
      feature_id: scheduled.id,
      author_id,
      body,
      mention_ids: [],
      created_at: at,
      updated_at: at,
    })
    store.state.comments.push(
      comment('00000000-0000-4000-8000-00000000c001', demoMember.id, 'Three customers asked for this in the QBRs.'),
      comment('00000000-0000-4000-8000-00000000c002', demoUser.id, 'Let us scope a first version.'),
    )
}
const withComments = mockApi({ prepare: addComments })

/** Only one's own comment has Edit and Delete; an edit is saved in place and the focus goes back to Edit. */
export const EditComment: Story = {
  parameters: { screen: selected },
  beforeEach: withComments,
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    const comments = await within(panel).findByRole('list', { name: 'Comments' })
    const [theirs, mine] = within(comments).getAllByRole('listitem')
    await expect(within(theirs!).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument()
    await userEvent.click(within(mine!).getByRole('button', { name: 'Edit your comment' }))
    const field = within(mine!).getByRole('textbox', { name: 'Edit comment' })
    await waitFor(() => expect(field).toHaveFocus())
    await userEvent.clear(field)
    await userEvent.type(field, 'Let us scope a first version for Q3.{Enter}')
    await waitFor(() => expect(mine).toHaveTextContent('Let us scope a first version for Q3.'))
    await expect(mine).toHaveTextContent('edited')
    await waitFor(() => expect(within(mine!).getByRole('button', { name: 'Edit your comment' })).toHaveFocus())
  },
}

/** An edit the server refuses (403) shows a toast and leaves the comment as it was. */
export const EditCommentRefused: Story = {
  parameters: { screen: selected },
  beforeEach: mockApi({
    handlers: [failing('put', '/api/v1/features/:id/comments/:comment_id', 403, 'You can only edit your own comments.')],
    prepare: addComments,
  }),
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    const comments = await within(panel).findByRole('list', { name: 'Comments' })
    const mine = within(comments).getAllByRole('listitem')[1]!
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit your comment' }))
    await userEvent.type(within(mine).getByRole('textbox', { name: 'Edit comment' }), ' Now.{Enter}')
    await waitFor(() => expect(notifications(canvas)).toHaveTextContent('You can only edit your own comments.'))
    await expect(mine).toHaveTextContent('Let us scope a first version.')
    await expect(mine).not.toHaveTextContent('Now.')
  },
}

/** Delete asks first; the comment then goes and the focus moves to the field for a new one. */
export const DeleteComment: Story = {
  parameters: { screen: selected },
  beforeEach: withComments,
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    const comments = await within(panel).findByRole('list', { name: 'Comments' })
    await userEvent.click(within(comments).getByRole('button', { name: 'Delete your comment' }))
    const dialog = await openedDialog(canvas, 'alertdialog', 'Delete this comment?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Comments (1)' })).toBeVisible())
    await expect(comments).not.toHaveTextContent('Let us scope a first version.')
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Add a comment' })).toHaveFocus())
  },
}

/** The History section (closed at first): status and assignment changes, newest first, with who and when. */
export const History: Story = {
  parameters: { screen: selected },
  beforeEach: mockApi({
    prepare: (store) => {
      const feature = store.state.features.find((candidate) => candidate.id === scheduled.id)!
      feature.history.push(
        { kind: 'status', from: 'backlog', to: 'in-progress', by: 'Dana Demo', at: '2025-01-08T10:00:00.000Z' },
        { kind: 'assignee', from: null, to: 'Priya Raman', by: 'Dana Demo', at: '2025-01-09T10:00:00.000Z' },
      )
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const panel = await details(canvas)
    const toggle = within(panel).getByRole('button', { name: 'History (2)' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    const history = await within(panel).findByRole('list', { name: 'History, newest first' })
    const entries = within(history).getAllByRole('listitem').map((entry) => entry.textContent)
    await expect(entries).toEqual([
      'Assigned to Priya RamanDana Demo · 9 Jan 2025',
      'Status changed from Backlog to In ProgressDana Demo · 8 Jan 2025',
    ])
  },
}

/**
 * Issue 16: a viewer reads the backlog and comments, and changes nothing else: Add Feature, the four choices, Merge
 * into… and each quote's Move and Unlink are disabled, the reason a tab away.
 */
export const AsViewer: Story = {
  parameters: { screen: selected },
  beforeEach: mockApiAs('viewer'),
  play: async ({ canvas, userEvent }) => {
    const panel = within(await details(canvas))
    await expect(canvas.getByRole('button', { name: 'Add Feature' })).toBeDisabled()
    for (const name of ['Status', 'Priority', 'Assignee', 'Theme']) {
      await expect(panel.getByRole('combobox', { name })).toBeDisabled()
    }
    await expect(panel.getByRole('button', { name: 'Merge into…' })).toBeDisabled()
    // Nothing to choose rows for: the list has no checkboxes.
    await expect(canvas.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument()
    await expect(panel.getByRole('button', { name: /^Move the feedback from James Okafor/ })).toBeDisabled()
    await expect(panel.getByRole('button', { name: /^Unlink the feedback from James Okafor/ })).toBeDisabled()
    await expect(panel.getByRole('textbox', { name: 'Add a comment' })).toBeEnabled()
    await showReason(userEvent, canvas.getByRole('button', { name: 'Add Feature' }))
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(forbiddenDetail('backlog.edit', 'viewer'))
  },
}
