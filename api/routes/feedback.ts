import { AiPreview, AiPreviewQuery } from '../schemas/ai'
import { IdParams } from '../schemas/common'
import { SetAsideFeedbackList } from '../schemas/feedback'
import {
  FEEDBACK_BODY_MAX_BYTES,
  FeedbackIngestRequest,
  FeedbackIngestResponse,
  MAX_FEEDBACK_ITEMS_PER_CALL,
} from '../schemas/feedback-api'
import { type CodeSample, routesTagged } from './define'

const route = routesTagged('feedback')

const INGEST_URL = 'https://headway.example.com/api/v1/feedback'

/** How to send feedback from a shell, Zapier and n8n: the examples of the API document. */
const ingestSamples: readonly CodeSample[] = [
  {
    label: 'curl',
    lang: 'shell',
    source: `curl -X POST ${INGEST_URL} \\
  -H "Authorization: Bearer $HEADWAY_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"items": [{"external_id": "ticket-4812", "text": "We need SSO with Okta before we can roll out.",
       "author_name": "Dana Reyes", "author_email": "dana@globex.com", "customer_company": "Globex",
       "created_at": "2026-03-04T09:30:00Z", "source_label": "Typeform", "url": "https://globex.example/t/4812"}]}'`,
  },
  {
    label: 'Zapier',
    lang: 'text',
    source: `Action: Webhooks by Zapier → Custom Request
Method: POST
URL: ${INGEST_URL}
Headers: Authorization = Bearer <your API key>; Content-Type = application/json
Data: {"external_id": "{{id}}", "text": "{{message}}", "author_email": "{{email}}", "source_label": "Zapier"}
(one item per run; the id of the trigger's record as external_id, so a replayed Zap stores nothing twice)`,
  },
  {
    label: 'n8n',
    lang: 'json',
    source: `{
  "node": "HTTP Request",
  "method": "POST",
  "url": "${INGEST_URL}",
  "authentication": "Generic Credential Type → Header Auth (Name: Authorization, Value: Bearer <your API key>)",
  "sendBody": true,
  "contentType": "JSON",
  "jsonBody": "={{ { items: $input.all().map(item => ({ external_id: item.json.id, text: item.json.body, source_label: 'n8n' })) } }}"
}`,
  },
]

/** The analysis of the feedback: what it set aside, and what it would send to the AI provider. */
export const feedbackRoutes = {
  ingestFeedback: route.post('/api/v1/feedback', {
    permission: 'feedback.ingest',
    request: FeedbackIngestRequest,
    response: FeedbackIngestResponse,
    errors: [413],
    maxBodyBytes: FEEDBACK_BODY_MAX_BYTES,
    codeSamples: ingestSamples,
    summary:
      'Send feedback from another tool with an API key an admin created, as the Bearer token of the Authorization ' +
      'header (a person’s sign-in token is not taken): one item, or an object whose items list holds up to ' +
      `${MAX_FEEDBACK_ITEMS_PER_CALL}. Each item is judged alone: the answer lists the items stored, those already ` +
      'stored before (same external_id: sending again stores nothing twice) and those refused, each with its index in ' +
      'the body and the reason. Stored items are analysed like Slack and Gmail messages. A body over 8 MB is refused ' +
      'whole (413).',
  }),
  listSetAsideFeedback: route.get('/api/v1/feedback/set-aside', {
    permission: 'source.manage',
    response: SetAsideFeedbackList,
    summary:
      'The feedback the analysis set aside as “could not be analysed” (it ran past its time budget, or failed ' +
      'several times), with the reason, the latest first: the rest of the feedback is analysed meanwhile.',
  }),
  previewAiRequests: route.get('/api/v1/ai/preview', {
    permission: 'ai.inspect',
    query: AiPreviewQuery,
    response: AiPreview,
    summary:
      'What the analysis would send to the configured AI provider for the company’s most recent feedback (or the ' +
      '`text` given): each text as it would leave the machine (normalised and redacted) and the requests (endpoint, ' +
      'model, messages), without sending anything. With the local provider nothing leaves the machine.',
  }),
  retryFeedbackAnalysis: route.post('/api/v1/feedback/:id/retry-analysis', {
    permission: 'source.manage',
    params: IdParams,
    errors: [404],
    summary: 'Retry: a set-aside feedback item waits for analysis again, its failures forgotten.',
  }),
}
