/**
 * The OpenAI-compatible provider (HEADWAY_AI_PROVIDER=openai): any endpoint that speaks /chat/completions (and
 * optionally /embeddings) — OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio, llama.cpp server...
 *
 * - Structured output: response_format json_schema (strict); an endpoint that rejects it (HTTP 400 naming
 *   response_format) is asked again with json_object and the schema in the prompt, and remembered. Answers are
 *   validated with zod; an answer that is not valid JSON or does not fit is asked for once more, then an
 *   AiIntegrationError('invalid_response').
 * - Embeddings from /embeddings when an embedding model is configured (HEADWAY_AI_EMBEDDING_MODEL); otherwise, or when
 *   the endpoint has no embeddings (404), the local hashed vectors are used for matching and clustering.
 * - Retries with exponential backoff (base 500 ms, doubling, at most 8 s, or the Retry-After header) on 429, 5xx,
 *   timeouts and connection errors; every attempt has a timeout (AbortSignal). When the attempts run out:
 *   AiIntegrationError, and the caller leaves the feedback queued to retry later.
 * - Privacy: every text is redacted (emails, phone numbers, Slack user ids, the people's names given with it) before
 *   it leaves the machine; see redact.ts.
 */
import { z } from 'zod'
import { AiIntegrationError } from '../errors'
import type {
  AiInput,
  AiProvider,
  CallOptions,
  EmbedOptions,
  OutgoingRequest,
  PlacementInput,
  PlacementOptions,
  RequestPreview,
  ThemeChoice,
  ThemeOption,
} from '../provider'
import { redact } from '../redact'
import { isValidTitle, MAX_TITLE_WORDS } from '../title-rules'
import { FEEDBACK_LABELS, type Classification, type Extraction, type FeedbackLabel } from '../types'
import type { TextVector } from '../vectors'
import { LocalProvider } from './local'

export interface OpenAiProviderOptions {
  /** e.g. https://api.openai.com/v1 (the paths /chat/completions and /embeddings are appended). */
  baseUrl: string
  apiKey?: string
  model: string
  /** Unset: matching and clustering use the local vectors. */
  embeddingModel?: string
  /** Per attempt. Default 30 s. */
  timeoutMs?: number
  /** Attempts per request, the first included. Default 4. */
  maxAttempts?: number
  /** First backoff delay; doubles each retry. Default 500 ms. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** Texts per chat request. Default 20. */
  batchSize?: number
  /** Characters of each text sent at most. Default 4,000. */
  maxChars?: number
  fetch?: typeof fetch
  /** Used for embeddings when the endpoint has none. */
  local?: LocalProvider
}

const classificationSchema = z.object({
  results: z.array(
    z.object({
      index: z.number().int(),
      label: z.enum(FEEDBACK_LABELS),
      confidence: z.number().min(0).max(1),
    }),
  ),
})

const extractionSchema = z.object({
  results: z.array(z.object({ index: z.number().int(), title: z.string().max(200), request: z.string().max(2000) })),
})

const namesSchema = z.object({ results: z.array(z.object({ index: z.number().int(), name: z.string().min(1).max(80) })) })

const placementSchema = z.object({
  results: z.array(z.object({ index: z.number().int(), theme: z.string().max(200).nullable(), confidence: z.number().min(0).max(1) })),
})

const embeddingSchema = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
})

const chatSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
})

/** JSON Schemas sent as response_format (strict mode: every property required, no extras). */
function resultsSchema(item: Record<string, unknown>, required: string[]) {
  return {
    type: 'object',
    properties: {
      results: {
        type: 'array',
        items: { type: 'object', properties: item, required, additionalProperties: false },
      },
    },
    required: ['results'],
    additionalProperties: false,
  }
}

const CLASSIFY_JSON_SCHEMA = resultsSchema(
  { index: { type: 'integer' }, label: { type: 'string', enum: [...FEEDBACK_LABELS] }, confidence: { type: 'number' } },
  ['index', 'label', 'confidence'],
)
const EXTRACT_JSON_SCHEMA = resultsSchema(
  { index: { type: 'integer' }, title: { type: 'string' }, request: { type: 'string' } },
  ['index', 'title', 'request'],
)
const NAMES_JSON_SCHEMA = resultsSchema({ index: { type: 'integer' }, name: { type: 'string' } }, ['index', 'name'])

/**
 * Strict structured output bounds an enum (OpenAI: at most 500 values and 7,500 characters in all); within them the
 * theme is one of the given names or null by construction, beyond them any string, checked on arrival.
 */
const ENUM_MAX_VALUES = 500
const ENUM_MAX_CHARS = 7_500

function placementJsonSchema(themeNames: readonly string[]) {
  const fits = themeNames.length < ENUM_MAX_VALUES && themeNames.reduce((total, name) => total + name.length, 0) <= ENUM_MAX_CHARS
  const theme = fits ? { type: ['string', 'null'], enum: [...themeNames, null] } : { type: ['string', 'null'] }
  return resultsSchema({ index: { type: 'integer' }, theme, confidence: { type: 'number' } }, ['index', 'theme', 'confidence'])
}

/** Titles of a theme sent to show what belongs in it. */
export const THEME_EXAMPLES_SENT = 8

const CLASSIFY_PROMPT = `You sort customer feedback for a product team. For every message, give one label:
- feature_request: asks for something the product does not do yet (a new feature, integration, option or improvement)
- bug: reports something broken or behaving wrongly
- question: asks how to do something or for information
- praise: thanks or compliments
- other: anything else (logistics, small talk, context)
and your confidence from 0 to 1. Placeholders such as [name], [email], [phone] and [user] stand for removed personal data.
Answer with JSON: {"results": [{"index": <the message's index>, "label": "...", "confidence": 0.0}]}, one result per message.`

const EXTRACT_PROMPT = `Each message asks for a product feature. For every message give:
- request: the sentence or clause that asks, quoted from the message
- title: the feature's name as a product manager would write it in a backlog: a noun phrase or an imperative in sentence
  case, at most ${MAX_TITLE_WORDS} words, e.g. "Scheduled PDF reports", "Snowflake as a data source", "Okta single sign-on",
  "Export dashboards to PDF". Never the customer's sentence, never a question, never starting with a pronoun
  (I, we, you, it, they, this, there, our...), no trailing "to", "for" or "and".
Placeholders such as [name] and [email] stand for removed personal data; never put them in titles.
Answer with JSON: {"results": [{"index": <the message's index>, "title": "...", "request": "..."}]}, one result per message.`

const NAMES_PROMPT = `Each group lists titles of related feature requests. Name every group as a product theme in 1 to 4 words,
sentence case, e.g. "Reporting and exports".
Answer with JSON: {"results": [{"index": <the group's index>, "name": "..."}]}, one result per group.`

const PLACE_PROMPT = `You place product features in a team's themes (product areas). You get the themes (a name, maybe a
description, and titles of what belongs in each) and the features. For every feature, choose the one theme it belongs
in, by its exact name, or null when no theme fits; never a theme listed in the feature's "not" (the team refused it for
that feature). Give your confidence from 0 to 1 that the feature belongs in the theme you chose (0 with null).
Placeholders such as [name] and [email] stand for removed personal data.
Answer with JSON: {"results": [{"index": <the feature's index>, "theme": "<a theme's name>" or null, "confidence": 0.0}]},
one result per feature.`

type ResponseMode = 'json_schema' | 'json_object'

/** A theme as it leaves the machine, redacted. */
interface OutgoingTheme {
  name: string
  description?: string
  examples: string[]
}

/** One chat request: the instructions, the user message, and the JSON Schema of the answer. */
interface ChatCall {
  system: string
  user: string
  format: { name: string; schema: Record<string, unknown> }
}

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai'
  private readonly options: Required<Omit<OpenAiProviderOptions, 'apiKey' | 'embeddingModel' | 'local'>> &
    Pick<OpenAiProviderOptions, 'apiKey' | 'embeddingModel'>
  private readonly local: LocalProvider
  private responseMode: ResponseMode = 'json_schema'
  private embeddingsAvailable: boolean

  constructor(options: OpenAiProviderOptions) {
    if (!options.baseUrl || !options.model) {
      throw new AiIntegrationError('not_configured', 'The OpenAI-compatible provider needs HEADWAY_AI_BASE_URL and HEADWAY_AI_MODEL.')
    }
    this.options = {
      timeoutMs: 30_000,
      maxAttempts: 4,
      baseDelayMs: 500,
      maxDelayMs: 8_000,
      batchSize: 20,
      maxChars: 4_000,
      fetch: globalThis.fetch.bind(globalThis),
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    }
    this.local = options.local ?? new LocalProvider()
    this.embeddingsAvailable = !!options.embeddingModel
  }

  get stableEmbeddings(): boolean {
    return this.embeddingsAvailable
  }

  async classify(inputs: readonly AiInput[], options: CallOptions = {}): Promise<Classification[]> {
    const results: Classification[] = []
    for (const batch of chunks(inputs, this.options.batchSize)) {
      const answer = await this.chat(this.classifyCall(batch), classificationSchema, options)
      const byIndex = complete(answer.results, batch.length)
      for (const result of byIndex) results.push(classificationOf(result.label, result.confidence))
    }
    return results
  }

  async extract(inputs: readonly AiInput[], options: CallOptions = {}): Promise<Extraction[]> {
    const results: Extraction[] = []
    for (const batch of chunks(inputs, this.options.batchSize)) {
      const answer = await this.chat(this.extractCall(batch), extractionSchema, options)
      complete(answer.results, batch.length).forEach((result, i) => {
        const title = result.title.trim()
        const request = result.request.trim()
        // A title that breaks the rules gives way to the local one, built by newFeatureTitle from the clause the local
        // extraction finds (the model is asked for the same rules).
        if (isValidTitle(title, this.outgoing(batch[i] as AiInput))) results.push({ title, request })
        else results.push({ title: '', request, asking: this.local.extractSync([batch[i] as AiInput])[0]?.asking })
      })
    }
    return results
  }

  async embed(inputs: readonly AiInput[], options: EmbedOptions = {}): Promise<TextVector[]> {
    if (!this.embeddingsAvailable || !this.options.embeddingModel) return this.local.embed(inputs, options)
    const vectors: TextVector[] = []
    for (const batch of chunks(inputs, 64)) {
      let body: unknown
      try {
        body = await this.post('/embeddings', this.embeddingBody(this.options.embeddingModel, batch), options)
      } catch (error) {
        // An endpoint without embeddings: fall back to the local vectors from now on (all of this call too).
        if (error instanceof AiIntegrationError && (error.status === 404 || error.status === 501)) {
          this.embeddingsAvailable = false
          return this.local.embed(inputs, options)
        }
        throw error
      }
      const parsed = embeddingSchema.safeParse(body)
      if (!parsed.success || parsed.data.data.length !== batch.length) {
        throw new AiIntegrationError('invalid_response', `The embeddings endpoint at ${this.options.baseUrl} answered in an unexpected shape.`)
      }
      const sorted = [...parsed.data.data].sort((a, b) => a.index - b.index)
      for (const item of sorted) vectors.push(Float32Array.from(item.embedding))
    }
    return vectors
  }

  async nameClusters(clusters: readonly (readonly AiInput[])[], options: CallOptions = {}): Promise<string[]> {
    const names: string[] = []
    for (const batch of chunks(clusters, this.options.batchSize)) {
      const answer = await this.chat(this.namesCall(batch), namesSchema, options)
      for (const result of complete(answer.results, batch.length)) names.push(result.name.trim())
    }
    return names
  }

  /**
   * The model chooses each feature's theme by name among the given ones, or none, with its confidence; the answer is
   * checked here: a missing item, a name that is not one of the themes, and a theme the feature refused are no choice
   * (the feature stays unthemed and is grouped into a suggestion, and a later pass places it again). The vectors'
   * similarities in `options` are not read: the model chooses.
   */
  async placeInThemes(features: readonly PlacementInput[], themes: readonly ThemeOption[], options: PlacementOptions): Promise<(ThemeChoice | null)[]> {
    if (themes.length === 0) return features.map(() => null)
    const sent = this.outgoingThemes(features, themes)
    const themeOf = new Map<string, number>()
    sent.forEach((theme, t) => {
      if (!themeOf.has(theme.name.trim().toLowerCase())) themeOf.set(theme.name.trim().toLowerCase(), t)
    })
    const choices: (ThemeChoice | null)[] = []
    for (const batch of chunks(features, this.options.batchSize)) {
      const answer = await this.chat(this.placeCall(batch, sent), placementSchema, { ...(options.signal ? { signal: options.signal } : {}) })
      const byIndex = new Map<number, z.infer<typeof placementSchema>['results'][number]>()
      for (const result of answer.results) if (!byIndex.has(result.index)) byIndex.set(result.index, result)
      batch.forEach((feature, index) => {
        const result = byIndex.get(index)
        const theme = result?.theme ? themeOf.get(result.theme.trim().toLowerCase()) : undefined
        choices.push(!result || theme === undefined || feature.refused.has(theme) ? null : { theme, confidence: result.confidence })
      })
    }
    return choices
  }

  /**
   * The requests classify() and extract() would send for these texts, embed() when it uses the endpoint, placeInThemes()
   * for them as features among the company's themes (when it has any), and nameClusters() for them as one group of a
   * suggested theme (the pipeline sends features' titles there; the preview sends the texts it has).
   */
  previewRequests(inputs: readonly AiInput[], themes: readonly ThemeOption[] = []): RequestPreview {
    const chat = `${this.options.baseUrl}/chat/completions`
    const requests: OutgoingRequest[] = []
    for (const batch of chunks(inputs, this.options.batchSize)) {
      requests.push({ purpose: 'classify', method: 'POST', url: chat, body: this.chatBody(this.classifyCall(batch)) })
      requests.push({ purpose: 'extract', method: 'POST', url: chat, body: this.chatBody(this.extractCall(batch)) })
    }
    const model = this.embeddingsAvailable ? this.options.embeddingModel : undefined
    if (model) {
      for (const batch of chunks(inputs, 64)) {
        requests.push({ purpose: 'embed', method: 'POST', url: `${this.options.baseUrl}/embeddings`, body: this.embeddingBody(model, batch) })
      }
    }
    if (inputs.length > 0 && themes.length > 0) {
      const features = inputs.map((input) => ({ ...input, refused: new Set<number>() }))
      const sent = this.outgoingThemes(features, themes)
      for (const batch of chunks(features, this.options.batchSize)) {
        requests.push({ purpose: 'place', method: 'POST', url: chat, body: this.chatBody(this.placeCall(batch, sent)) })
      }
    }
    if (inputs.length > 0) requests.push({ purpose: 'name', method: 'POST', url: chat, body: this.chatBody(this.namesCall([inputs])) })
    return { texts: inputs.map((input) => this.outgoing(input)), requests }
  }

  /** The text as it may leave the machine: redacted and cut to maxChars. */
  private outgoing(input: AiInput): string {
    return redact(input.text.slice(0, this.options.maxChars), { names: input.names ?? [] })
  }

  private classifyCall(batch: readonly AiInput[]): ChatCall {
    const user = numbered(batch.map((input) => this.outgoing(input)))
    return { system: CLASSIFY_PROMPT, user, format: { name: 'feedback_classification', schema: CLASSIFY_JSON_SCHEMA } }
  }

  private extractCall(batch: readonly AiInput[]): ChatCall {
    const user = numbered(batch.map((input) => this.outgoing(input)))
    return { system: EXTRACT_PROMPT, user, format: { name: 'feature_extraction', schema: EXTRACT_JSON_SCHEMA } }
  }

  /** Each group's first 15 titles, to be named as a theme. */
  private namesCall(groups: readonly (readonly AiInput[])[]): ChatCall {
    const user = JSON.stringify(groups.map((group, index) => ({ index, titles: group.slice(0, 15).map((input) => this.outgoing(input)) })))
    return { system: NAMES_PROMPT, user, format: { name: 'theme_names', schema: NAMES_JSON_SCHEMA } }
  }

  /** The themes as sent: names, descriptions and example titles redacted with the names of the features' people. */
  private outgoingThemes(features: readonly PlacementInput[], themes: readonly ThemeOption[]): OutgoingTheme[] {
    const names = [...new Set(features.flatMap((feature) => feature.names ?? []))]
    return themes.map((theme) => ({
      name: this.outgoing({ text: theme.name, names }),
      ...(theme.description ? { description: this.outgoing({ text: theme.description, names }) } : {}),
      examples: theme.examples.slice(0, THEME_EXAMPLES_SENT).map((text) => this.outgoing({ text, names })),
    }))
  }

  /** The features of a batch with the themes they may go in; a feature's "not" lists the themes refused for it. */
  private placeCall(batch: readonly PlacementInput[], themes: readonly OutgoingTheme[]): ChatCall {
    const items = batch.map((feature, index) => {
      const refused = [...feature.refused].map((t) => themes[t]?.name).filter((name): name is string => !!name)
      return { index, text: this.outgoing(feature), ...(refused.length > 0 ? { not: refused } : {}) }
    })
    return {
      system: PLACE_PROMPT,
      user: JSON.stringify({ themes, features: items }),
      format: { name: 'theme_placement', schema: placementJsonSchema([...new Set(themes.map((theme) => theme.name))]) },
    }
  }

  private embeddingBody(model: string, batch: readonly AiInput[]) {
    return { model, input: batch.map((input) => this.outgoing(input)) }
  }

  /** The body of a chat request in the response mode the endpoint takes. */
  private chatBody({ system, user, format }: ChatCall) {
    return {
      model: this.options.model,
      temperature: 0,
      messages: [
        { role: 'system', content: this.responseMode === 'json_object' ? `${system}\nJSON Schema of the answer: ${JSON.stringify(format.schema)}` : system },
        { role: 'user', content: user },
      ],
      response_format:
        this.responseMode === 'json_schema'
          ? { type: 'json_schema', json_schema: { name: format.name, strict: true, schema: format.schema } }
          : { type: 'json_object' },
    }
  }

  private async chat<T>(call: ChatCall, schema: z.ZodType<T>, options: CallOptions): Promise<T> {
    let lastProblem = ''
    for (let attempt = 0; attempt < 2; attempt++) {
      let response: unknown
      try {
        response = await this.post('/chat/completions', this.chatBody(call), options)
      } catch (error) {
        if (this.responseMode === 'json_schema' && error instanceof AiIntegrationError && error.status === 400 && /response_format|json_schema/i.test(error.message)) {
          this.responseMode = 'json_object'
          attempt--
          continue
        }
        throw error
      }
      const content = chatSchema.safeParse(response)
      if (!content.success) {
        lastProblem = 'the response has no choices[0].message.content'
        continue
      }
      const text = stripFences(content.data.choices[0]?.message.content ?? '')
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        lastProblem = 'the model answered with text that is not JSON'
        continue
      }
      const parsed = schema.safeParse(json)
      if (parsed.success) return parsed.data
      lastProblem = `the model's JSON does not fit the schema (${parsed.error.issues[0]?.message ?? 'invalid'})`
    }
    throw new AiIntegrationError('invalid_response', `The model at ${this.options.baseUrl} gave an unusable answer twice: ${lastProblem}.`, {
      attempts: 2,
    })
  }

  /** POST JSON with timeouts and retries; returns the parsed JSON body of a 2xx answer. */
  private async post(path: string, body: unknown, options: CallOptions): Promise<unknown> {
    const url = `${this.options.baseUrl}${path}`
    const { maxAttempts, timeoutMs } = this.options
    let failure: AiIntegrationError | undefined
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (options.signal?.aborted) throw options.signal.reason
      const timeout = AbortSignal.timeout(timeoutMs)
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
      let retryAfterMs: number | undefined
      try {
        const response = await this.options.fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal,
        })
        const text = await response.text()
        if (response.ok) {
          try {
            return JSON.parse(text) as unknown
          } catch {
            failure = new AiIntegrationError('invalid_response', `${url} answered ${response.status} with a body that is not JSON.`, {
              status: response.status,
              attempts: attempt,
            })
            continue
          }
        }
        const detail = errorDetail(text)
        if (response.status === 429 || response.status >= 500) {
          retryAfterMs = retryAfter(response.headers.get('retry-after'))
          failure = new AiIntegrationError(
            response.status === 429 ? 'rate_limited' : 'server_error',
            `${url} answered ${response.status}${detail ? ` (${detail})` : ''} ${attempt} time${attempt === 1 ? '' : 's'}; the feedback stays queued and will be retried.`,
            { status: response.status, attempts: attempt },
          )
        } else {
          // 4xx other than 429: the same request will fail again (wrong key, unknown model, bad request).
          throw new AiIntegrationError(
            'rejected',
            `${url} refused the request with ${response.status}${detail ? ` (${detail})` : ''}; check HEADWAY_AI_BASE_URL, HEADWAY_AI_API_KEY and HEADWAY_AI_MODEL.`,
            { status: response.status, attempts: attempt, retryable: response.status === 408 || response.status === 409 },
          )
        }
      } catch (error) {
        if (error instanceof AiIntegrationError) throw error
        if (options.signal?.aborted) throw options.signal.reason
        const timedOut = timeout.aborted
        failure = new AiIntegrationError(
          timedOut ? 'timeout' : 'unavailable',
          timedOut
            ? `${url} did not answer within ${timeoutMs} ms (${attempt} attempt${attempt === 1 ? '' : 's'}); the feedback stays queued and will be retried.`
            : `${url} is unreachable (${(error as Error).message}); the feedback stays queued and will be retried.`,
          { attempts: attempt, cause: error },
        )
      }
      if (attempt < maxAttempts) await sleep(retryAfterMs ?? this.backoff(attempt), options.signal)
    }
    throw failure ?? new AiIntegrationError('unavailable', `${url} could not be reached.`)
  }

  private backoff(attempt: number): number {
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (attempt - 1))
  }
}

function classificationOf(label: FeedbackLabel, confidence: number): Classification {
  const rest = (1 - confidence) / (FEEDBACK_LABELS.length - 1)
  const scores = Object.fromEntries(FEEDBACK_LABELS.map((other) => [other, other === label ? confidence : rest])) as Record<FeedbackLabel, number>
  return { label, confidence, scores }
}

/** Results in index order, one per input; a missing or duplicate index is an unusable answer. */
function complete<T extends { index: number }>(results: readonly T[], count: number): T[] {
  const byIndex = new Map<number, T>()
  for (const result of results) if (!byIndex.has(result.index)) byIndex.set(result.index, result)
  const ordered: T[] = []
  for (let i = 0; i < count; i++) {
    const result = byIndex.get(i)
    if (!result) throw new AiIntegrationError('invalid_response', `The model's answer has no result for item ${i} of ${count}.`)
    ordered.push(result)
  }
  return ordered
}

function numbered(texts: readonly string[]): string {
  return JSON.stringify(texts.map((text, index) => ({ index, text })))
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size))
  return result
}

/** Some models wrap JSON in ```json fences even in JSON mode. */
function stripFences(text: string): string {
  return text.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '')
}

function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; detail?: unknown }
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message ?? parsed.detail
    return typeof message === 'string' ? message.slice(0, 200) : ''
  } catch {
    return body.slice(0, 200)
  }
}

/** Retry-After in seconds or as an HTTP date, capped at 60 s. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now()
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 60_000) : undefined
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve()
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
