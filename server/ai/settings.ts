/**
 * The AI settings alone, for tools (the CLI) that need no database or secret key: the same variables and defaults as
 * server/config.ts (HEADWAY_AI_PROVIDER, HEADWAY_AI_BASE_URL, HEADWAY_AI_API_KEY, HEADWAY_AI_MODEL,
 * HEADWAY_AI_EMBEDDING_MODEL), without generating a secret key into the data dir as loadConfig does.
 */
import { z } from 'zod'
import type { AiSettings } from './index'

const schema = z.object({
  HEADWAY_AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  HEADWAY_AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  HEADWAY_AI_API_KEY: z.string().optional(),
  HEADWAY_AI_MODEL: z.string().optional(),
  HEADWAY_AI_EMBEDDING_MODEL: z.string().optional(),
})

export function loadAiSettings(env: NodeJS.ProcessEnv): AiSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('HEADWAY_AI_') && value))
  const result = schema.safeParse(present)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`Invalid environment setting ${String(issue?.path[0])}: ${issue?.message}.`)
  }
  const settings = result.data
  return {
    aiProvider: settings.HEADWAY_AI_PROVIDER,
    aiBaseUrl: settings.HEADWAY_AI_BASE_URL,
    aiApiKey: settings.HEADWAY_AI_API_KEY,
    aiModel: settings.HEADWAY_AI_MODEL,
    aiEmbeddingModel: settings.HEADWAY_AI_EMBEDDING_MODEL,
  }
}
