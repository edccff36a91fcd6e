import { AiPreview, AiPreviewQuery } from '../schemas/ai'
import { IdParams } from '../schemas/common'
import { SetAsideFeedbackList } from '../schemas/feedback'
import { routesTagged } from './define'

const route = routesTagged('feedback')

/** The analysis of the feedback: what it set aside, and what it would send to the AI provider. */
export const feedbackRoutes = {
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
