import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DEFAULT_TELL_SETTINGS } from '../../api'
import { TellSettingsSection, tellSettingsMessages } from '../../app/screens/settings/TellSettingsSection'
import { demoUser } from '../../mocks/fixtures'
import { failing, mockApi, mockApiAs, pending, withScreen, type ScreenParameters } from './screen-setup'

/** Workspace Settings' telling requesters section on its own. */
const meta = {
  title: 'Screens/WorkspaceSettings/TellSettings',
  component: TellSettingsSection,
  decorators: [withScreen],
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof TellSettingsSection>

export default meta
type Story = StoryObj<typeof meta>

/** While the settings load. */
export const Loading: Story = {
  beforeEach: mockApi({ handlers: [pending('get', '/api/v1/workspace/tell-settings')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the settings of telling requesters' })).toBeVisible()
  },
}

/** The settings could not be loaded: the reason, and Try again. */
export const LoadFailed: Story = {
  beforeEach: mockApi({ handlers: [failing('get', '/api/v1/workspace/tell-settings', 500)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(tellSettingsMessages.loadFailed)).toBeVisible()
  },
}

/** The defaults: completed features tell their requesters after review; the template's preview fills its variables. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Completed' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Review' })).not.toBeChecked()
    await expect(canvas.getByLabelText('Preview of the Completed message')).toHaveTextContent(
      'Hi Dana, Dark mode, which you asked for, is now available. Thank you for asking! https://example.com/notes/dark-mode',
    )
  },
}

/** Two statuses tell, automatically, and a company is excluded; the preview follows the template as it is typed. */
export const Edited: Story = {
  beforeEach: mockApi({
    prepare: (store) => {
      store.state.tellSettings[demoUser.company_id] = {
        ...DEFAULT_TELL_SETTINGS,
        trigger_statuses: ['in-progress', 'completed'],
        auto_send: true,
        excluded_companies: ['umbrella.com', 'Initech'],
      }
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const template = await canvas.findByRole('textbox', { name: 'In Progress message' })
    await userEvent.clear(template)
    await userEvent.type(template, 'Hello {{first_name}, work on {{feature_title} has begun.')
    await expect(canvas.getByLabelText('Preview of the In Progress message')).toHaveTextContent(
      'Hello Dana, work on Dark mode has begun.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(await canvas.findByText(tellSettingsMessages.saved)).toBeVisible()
    await expect(canvas.getByRole('switch', { name: /Send automatically/ })).toBeChecked()
  },
}

/** A template with a variable that does not exist says so, and cannot be saved. */
export const UnknownVariable: Story = {
  play: async ({ canvas, userEvent }) => {
    const template = await canvas.findByRole('textbox', { name: 'Completed message' })
    await userEvent.type(template, ' {{customer}')
    await expect(
      await canvas.findByText('The completed template uses {customer}: only {first_name}, {feature_title} and {release_note_url} can be used.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save settings' })).toBeDisabled()
  },
}

/** A member reads the settings and may not change them. */
export const Member: Story = {
  beforeEach: mockApiAs('member'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Completed' })).toBeDisabled()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save settings' })).toBeDisabled())
  },
}
