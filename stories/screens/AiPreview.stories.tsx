import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { AiPreview } from '../../api'
import { AiPreviewSection, aiPreviewMessages } from '../../app/screens/settings/AiPreviewSection'
import { mockApi, mockApiAs, withScreen, type ScreenParameters } from './screen-setup'

/** What the server answers with an OpenAI-compatible provider configured (server/domain/feedback/ai-preview.ts). */
const remote: AiPreview = {
  provider: 'openai',
  leaves_machine: true,
  endpoint_host: 'api.openai.com',
  model: 'gpt-4o-mini',
  items: [
    {
      feedback_id: '0c6f4c1e-2d7a-4e1b-9a34-5f1d2b7c8e90',
      text: 'Priya Raman here (priya@acme.com). Could you add scheduled PDF reports? Our execs ask every Monday.',
      sent: '[name] here ([email]). Could you add scheduled PDF reports? Our execs ask every Monday.',
    },
    { feedback_id: '5b2e8d3a-7f41-4c6e-8d2b-1a9e3f6c4d75', text: '> Thanks!\n\n— Sent from my phone', sent: null },
  ],
  requests: [
    {
      purpose: 'classify',
      method: 'POST',
      url: 'https://api.openai.com/v1/chat/completions',
      body: {
        model: 'gpt-4o-mini',
        temperature: 0,
        messages: [
          { role: 'system', content: 'You sort customer feedback for a product team. For every message, give one label: …' },
          { role: 'user', content: '[{"index":0,"text":"[name] here ([email]). Could you add scheduled PDF reports? Our execs ask every Monday."}]' },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'feedback_classification', strict: true } },
      },
    },
    {
      purpose: 'place',
      method: 'POST',
      url: 'https://api.openai.com/v1/chat/completions',
      body: {
        model: 'gpt-4o-mini',
        temperature: 0,
        messages: [
          { role: 'system', content: "You place product features in a team's themes (product areas). …" },
          {
            role: 'user',
            content:
              '{"themes":[{"name":"Reporting","examples":["CSV export"]}],"features":[{"index":0,"text":"[name] here ([email]). Could you add scheduled PDF reports? Our execs ask every Monday."}]}',
          },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'theme_placement', strict: true } },
      },
    },
  ],
}

const remoteHandler = http.get('*/api/v1/ai/preview', ({ request }) => {
  const text = new URL(request.url).searchParams.get('text')
  if (!text) return HttpResponse.json(remote)
  return HttpResponse.json({ ...remote, items: [{ feedback_id: null, text, sent: text.replace(/\S+@\S+\.\w+/g, '[email]') }] })
})

/** Workspace Settings' AI provider section on its own, so its screenshots do not change with the sections around it. */
const meta = {
  title: 'Screens/WorkspaceSettings/AiPreview',
  component: AiPreviewSection,
  decorators: [withScreen],
  args: { defaultOpen: true },
  parameters: { layout: 'fullscreen', screen: { path: '/app/settings/workspace' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof AiPreviewSection>

export default meta
type Story = StoryObj<typeof meta>

/** The local provider (the default): the section says nothing leaves the machine. */
export const Local: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(aiPreviewMessages.local)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^AI provider/ })).toHaveAccessibleName('AI provider Local: nothing leaves this machine')
    await expect(canvas.queryByRole('form', { name: 'Preview a message' })).not.toBeInTheDocument()
  },
}

/** An OpenAI-compatible endpoint: each message beside what would be sent, and the requests with their bodies. */
export const OpenAiCompatible: Story = {
  beforeEach: mockApi({ handlers: [remoteHandler] }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Messages and what would be sent' })
    await expect(within(list).getByText(/^\[name\] here \(\[email\]\)/)).toBeVisible()
    await expect(within(list).getByText(/^Nothing: no text is left/)).toBeVisible()
    await expect(canvas.getByText('Classification (every message): POST https://api.openai.com/v1/chat/completions')).toBeVisible()
    await expect(canvas.getByText('Theme placement (features without a theme): POST https://api.openai.com/v1/chat/completions')).toBeVisible()
    await expect(canvas.getByLabelText(/^Body of request 2/)).toHaveTextContent('"name": "theme_placement"')
    // The whole body is shown (it wraps, never scrolls inside the page).
    const body = canvas.getByLabelText(/^Body of request 1/)
    await expect(body).toHaveTextContent('"model": "gpt-4o-mini"')
    await expect(body.scrollHeight).toBeLessThanOrEqual(body.clientHeight)
  },
}

/** A pasted message is previewed instead of the recent feedback. */
export const PastedMessage: Story = {
  beforeEach: mockApi({ handlers: [remoteHandler] }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Messages and what would be sent' })
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to preview' }), 'Mail me at ada@example.org about Okta SSO')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByText('Mail me at [email] about Okta SSO')).toBeVisible())
  },
}

/** The preview could not be made: the reason and Try again. */
export const LoadError: Story = {
  beforeEach: mockApi({ handlers: [http.get('*/api/v1/ai/preview', () => HttpResponse.json({ detail: 'The database is not reachable.' }, { status: 503 }))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is not reachable.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** A member does not see the section. */
export const Member: Story = {
  beforeEach: mockApiAs('member'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^AI provider/ })).not.toBeInTheDocument()
  },
}
