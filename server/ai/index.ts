/**
 * Headway's feedback intelligence (issue #7). The stages are pure functions; `analyseFeedback` runs them all and
 * returns decisions for the database layer. `createAiProvider(config)` picks the provider from the settings:
 * HEADWAY_AI_PROVIDER=local (default, offline) or openai (HEADWAY_AI_BASE_URL, HEADWAY_AI_API_KEY, HEADWAY_AI_MODEL,
 * optional HEADWAY_AI_EMBEDDING_MODEL).
 */
import type { Config } from '../config'
import { AiIntegrationError } from './errors'
import type { AiProvider } from './provider'
import { LocalProvider } from './providers/local'
import { OpenAiProvider, type OpenAiProviderOptions } from './providers/openai'

export type AiSettings = Pick<Config, 'aiProvider' | 'aiBaseUrl' | 'aiApiKey' | 'aiModel'> & { aiEmbeddingModel?: string | undefined }

export function createAiProvider(settings: AiSettings, overrides: Partial<OpenAiProviderOptions> = {}): AiProvider {
  if (settings.aiProvider === 'local') return new LocalProvider()
  if (!settings.aiBaseUrl || !settings.aiModel) {
    throw new AiIntegrationError(
      'not_configured',
      'HEADWAY_AI_PROVIDER=openai needs HEADWAY_AI_BASE_URL (e.g. https://api.openai.com/v1) and HEADWAY_AI_MODEL.',
    )
  }
  return new OpenAiProvider({
    baseUrl: settings.aiBaseUrl,
    model: settings.aiModel,
    ...(settings.aiApiKey ? { apiKey: settings.aiApiKey } : {}),
    ...(settings.aiEmbeddingModel ? { embeddingModel: settings.aiEmbeddingModel } : {}),
    ...overrides,
  })
}

export { analyseFeedback, analyseItems, batchNames, decideFeatures } from './pipeline'
export type * from './pipeline'
export { normalise } from './normalise'
export { extractRequest } from './extract'
export { detectUrgency } from './urgency'
export { scoreFeature, priorityOf } from '../../api/feature-scoring'
export type * from '../../api/feature-scoring'
export { redact } from './redact'
export { AiIntegrationError, isAiIntegrationError } from './errors'
export type { AiProvider, AiInput, CallOptions } from './provider'
export { LocalProvider } from './providers/local'
export { OpenAiProvider } from './providers/openai'
export type * from './types'
