import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { forbiddenDetail } from '../../api'
import ThemesPage from '../../app/screens/themes/ThemesPage'
import { backlogThemes } from '../../mocks'
import { failing, mockApi, mockApiAs, pending, showReason, withScreen, type Canvas, type ScreenParameters } from './screen-setup'
import { openedDialog } from './open-dialog'

const [reporting] = backlogThemes
const route = '/app/themes/:id?'

const meta = {
  title: 'Screens/Themes',
  component: ThemesPage,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/themes', route, minHeight: 'lg' } satisfies ScreenParameters,
  },
  beforeEach: mockApi(),
} satisfies Meta<typeof ThemesPage>

export default meta
type Story = StoryObj<typeof meta>

const selected = { path: `/app/themes/${reporting!.id}`, route, minHeight: 'lg' } satisfies ScreenParameters
const tile = (canvas: Canvas, title: string) => canvas.getByRole('article', { name: title })
const themeCards = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Themes' }))
const detail = (canvas: Canvas) => canvas.getByRole('region', { name: reporting!.name })

/** The detail panel of a theme once its trend has loaded too (so the screenshot is complete). */
async function shownTheme(canvas: Canvas, name: string) {
  const region = await canvas.findByRole('region', { name })
  await within(region).findByRole('img', { name: /^Mentions, / })
  return region
}

/** The demo workspace: the summary tiles, the card grid and the pipeline's suggestion. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const cards = await themeCards(canvas)
    await expect(cards.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Access & Security',
      'Integrations',
      'Reporting & Analytics',
    ])
    await expect(tile(canvas, 'Total Themes')).toHaveTextContent('Total Themes3')
    await expect(tile(canvas, 'Active Themes')).toHaveTextContent('Active Themes2')
    await expect(tile(canvas, 'Total Features')).toHaveTextContent(/Total Features\d+/)
    await expect(tile(canvas, 'Total Mentions')).toHaveTextContent(/Total Mentions\d+/)
    await expect(canvas.getByRole('list', { name: 'Suggested themes' })).toHaveTextContent('Mobile experience')
    await expect(canvas.getByText('No theme selected')).toBeVisible()
  },
}

/** /app/themes/:id: the theme's card is current and the panel shows it, its trend, Edit, Delete and its features. */
export const Selected: Story = {
  parameters: { screen: selected },
  play: async ({ canvas }) => {
    const cards = await themeCards(canvas)
    await expect(cards.getByRole('link', { name: reporting!.name })).toHaveAttribute('aria-current', 'page')
    const panel = within(detail(canvas))
    await expect(panel.getByText(reporting!.description)).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Delete' })).toBeVisible()
    await expect(await panel.findByRole('img', { name: /^Mentions, / })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'View features' })).toHaveAttribute(
      'href',
      `/app/features?theme=${reporting!.id}`,
    )
  },
}

/** Choosing a card puts its id in the URL and shows it in the panel. */
export const ChooseTheme: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await themeCards(canvas)
    await userEvent.click(cards.getByRole('link', { name: 'Integrations' }))
    await expect(await shownTheme(canvas, 'Integrations')).toBeVisible()
    await expect(cards.getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page')
  },
}

/** From the keyboard: Enter on a card's title opens the theme; Edit opens the dialog on its name. */
export const ChooseThemeFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await themeCards(canvas)
    cards.getByRole('link', { name: 'Integrations' }).focus()
    await userEvent.keyboard('{Enter}')
    const panel = within(await shownTheme(canvas, 'Integrations'))
    panel.getByRole('button', { name: 'Edit' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await canvas.findByRole('dialog', { name: 'Edit Theme' })
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** While the themes load: skeleton tiles and cards. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/themes')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading themes' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** No themes yet: zero tiles and the way to create the first one. */
export const Empty: Story = {
  beforeEach: mockApi({ prepare: (store) => void (store.state.themes = []) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No themes yet')).toBeVisible()
    await expect(tile(canvas, 'Total Themes')).toHaveTextContent('Total Themes0')
    await expect(canvas.getAllByRole('button', { name: 'Create Theme' })).toHaveLength(2)
  },
}

/** The themes call failed: the server's sentence and Try again. */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/themes', 500, 'The database is not reachable.')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not reachable.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** Create Theme: the dialog's Save creates it through the API, and the new theme is selected. */
export const CreateTheme: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Theme' }))
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create Theme' }))
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Onboarding')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'The first week of a new customer.')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tags' }), 'setup, docs')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    const panel = within(await shownTheme(canvas, 'Onboarding'))
    await expect(panel.getByText('The first week of a new customer.')).toBeVisible()
    await expect(panel.getByText('setup')).toBeVisible()
    await expect(tile(canvas, 'Total Themes')).toHaveTextContent('Total Themes4')
  },
}

/** Edit: the dialog starts from the theme; Save sends the change and the card follows. */
export const EditTheme: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await within(await shownTheme(canvas, reporting!.name)).findByRole('button', { name: 'Edit' }),
    )
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit Theme' }))
    const name = dialog.getByRole('textbox', { name: 'Name' })
    await expect(name).toHaveValue(reporting!.name)
    await userEvent.clear(name)
    await userEvent.type(name, 'Reports')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expect(await shownTheme(canvas, 'Reports')).toBeVisible()
    await expect((await themeCards(canvas)).getByRole('link', { name: 'Reports' })).toBeVisible()
  },
}

/** Delete asks first; confirming removes the theme and selects the first one left (Access & Security). */
export const DeleteTheme: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await within(await shownTheme(canvas, reporting!.name)).findByRole('button', {
        name: 'Delete',
      }),
    )
    const dialog = within(await openedDialog(canvas, 'alertdialog', `Delete ${reporting!.name}?`))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(await shownTheme(canvas, 'Access & Security')).toBeVisible()
    await expect((await themeCards(canvas)).queryByRole('link', { name: reporting!.name })).not.toBeInTheDocument()
  },
}

/** The delete confirmation. */
export const DeleteConfirmation: Story = {
  parameters: { screen: selected },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await within(await shownTheme(canvas, reporting!.name)).findByRole('button', {
        name: 'Delete',
      }),
    )
    const dialog = await openedDialog(canvas, 'alertdialog', `Delete ${reporting!.name}?`)
    await expect(dialog).toBeVisible()
    dialog.scrollIntoView({ block: 'center' })
  },
}

/** Accepting the suggestion makes it an active theme in the grid. */
export const AcceptSuggestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept Mobile experience' }))
    await expect(await (await themeCards(canvas)).findByRole('link', { name: 'Mobile experience' })).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Suggested themes' })).not.toBeInTheDocument())
  },
}

/** Dismissing the suggestion drops it. */
export const DismissSuggestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss Mobile experience' }))
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Suggested themes' })).not.toBeInTheDocument())
    await expect((await themeCards(canvas)).queryByRole('link', { name: 'Mobile experience' })).not.toBeInTheDocument()
  },
}

/** The AI proposes renames and merges with their reasons; accepting the rename renames the theme. */
export const AcceptThemeChange: Story = {
  play: async ({ canvas, userEvent }) => {
    const changes = within(await canvas.findByRole('list', { name: 'Suggested changes' }))
    await expect(changes.getByText(/fits 1 of them\.$/)).toBeVisible()
    await userEvent.click(changes.getByRole('button', { name: 'Accept: Rename “Reporting & Analytics” to “Reports & exports”' }))
    await expect(await (await themeCards(canvas)).findByRole('link', { name: 'Reports & exports' })).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Suggested changes' })).not.toBeInTheDocument())
  },
}

/** A merge proposal: accepting it moves the other theme's features and archives it. */
export const MergeThemes: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      const [reportingTheme, integrations] = store.state.themes
      store.state.themeChanges = [
        {
          id: store.newId(),
          company_id: reportingTheme!.company_id,
          kind: 'merge',
          theme_ids: [reportingTheme!.id, integrations!.id],
          name: reportingTheme!.name,
          reason: `The features of “${reportingTheme!.name}” and “${integrations!.name}” ask for related things: on average as alike (0.51) as features the AI groups into one theme (0.45 or more).`,
          status: 'open',
          created_at: '2025-01-14T08:00:00.000Z',
        },
      ]
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const changes = within(await canvas.findByRole('list', { name: 'Suggested changes' }))
    await userEvent.click(changes.getByRole('button', { name: 'Accept: Merge “Integrations” into “Reporting & Analytics”' }))
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Suggested changes' })).not.toBeInTheDocument())
    await expect(await canvas.findByText('Change made')).toBeInTheDocument()
  },
}

/** Dismissing a proposed change drops it. */
export const DismissThemeChange: Story = {
  play: async ({ canvas, userEvent }) => {
    const changes = within(await canvas.findByRole('list', { name: 'Suggested changes' }))
    await userEvent.click(changes.getByRole('button', { name: 'Dismiss: Rename “Reporting & Analytics” to “Reports & exports”' }))
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Suggested changes' })).not.toBeInTheDocument())
    await expect(await (await themeCards(canvas)).findByRole('link', { name: 'Reporting & Analytics' })).toBeVisible()
  },
}

/** A failed save keeps the themes as they were, says why in a toast and opens the dialog again with the input. */
export const CreateFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('post', '/api/v1/themes', 409, 'A theme with this name already exists.')] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Theme' }))
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create Theme' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Integrations')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Again')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveTextContent(
        'A theme with this name already exists.',
      ),
    )
    const again = await canvas.findByRole('dialog', { name: 'Create Theme' })
    await expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('Integrations')
    // Behind the open dialog the page is hidden from assistive tech.
    await expect(canvas.getByRole('article', { name: 'Total Themes', hidden: true })).toHaveTextContent('Total Themes3')
    again.scrollIntoView({ block: 'center' })
  },
}

/** Issue 16: a member edits themes and handles suggestions; only an admin deletes a theme, and the tooltip says so. */
export const AsMember: Story = {
  parameters: { screen: selected },
  beforeEach: mockApiAs('member'),
  play: async ({ canvas, userEvent }) => {
    const panel = within(await shownTheme(canvas, reporting!.name))
    await expect(canvas.getByRole('button', { name: 'Create Theme' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Accept Mobile experience' })).toBeEnabled()
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeEnabled()
    await expect(panel.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await showReason(userEvent, panel.getByRole('button', { name: 'Delete' }))
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(forbiddenDetail('theme.delete', 'member'))
  },
}

/** Issue 16: a viewer reads the themes: Create, Edit, Delete and the suggestion's Accept and Dismiss are disabled. */
export const AsViewer: Story = {
  parameters: { screen: selected },
  beforeEach: mockApiAs('viewer'),
  play: async ({ canvas, userEvent }) => {
    const panel = within(await shownTheme(canvas, reporting!.name))
    await expect(canvas.getByRole('button', { name: 'Create Theme' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Accept Mobile experience' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Dismiss Mobile experience' })).toBeDisabled()
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeDisabled()
    await expect(panel.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await expect(panel.getByRole('link', { name: 'View features' })).toBeVisible()
    await showReason(userEvent, panel.getByRole('button', { name: 'Edit' }))
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(forbiddenDetail('backlog.edit', 'viewer'))
  },
}
