/**
 * The admins' preview of what the analysis sends to the configured AI provider: for the company's most recent feedback
 * (or a text an admin pastes), each text exactly as it would leave the machine and the requests it would go in, built
 * by the provider that analyses (so the same normalisation, cut and redaction), and nothing sent. The placement request
 * carries the company's open themes with their features' titles (the analysis also sends the examples of the product
 * area a theme is).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { AI_PREVIEW_RECENT_ITEMS, AI_PREVIEW_TEXT_MAX_CHARS, type AiPreview } from '../../../api/schemas/ai'
import { ANALYSED_TEXT_MAX_CHARS, analysedText } from '../../ai/analysed-text'
import type { AiProvider, ThemeOption } from '../../ai/provider'
import { THEME_EXAMPLES_SENT } from '../../ai/providers/openai'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { features, feedback, themes } from '../../db/schema'

export interface AiPreviewSettings {
  provider: AiProvider
  settings: Pick<Config, 'aiProvider' | 'aiBaseUrl' | 'aiModel'>
}

export async function previewAiRequests(db: Db, { provider, settings }: AiPreviewSettings, companyId: string, text?: string): Promise<AiPreview> {
  const items = text
    ? [{ id: null, text, authorName: null }]
    : await db
        .select({ id: feedback.id, text: sql<string>`left(${feedback.text}, ${ANALYSED_TEXT_MAX_CHARS})`, authorName: feedback.authorName })
        .from(feedback)
        .where(eq(feedback.companyId, companyId))
        .orderBy(desc(feedback.postedAt), desc(feedback.id))
        .limit(AI_PREVIEW_RECENT_ITEMS)
  // As the analysis job gives them: every author's name of the batch is redacted from every text, and a message
  // left empty by normalisation (only a quote, a greeting) is not sent.
  const names = [...new Set(items.flatMap((item) => (item.authorName ? [item.authorName] : [])))]
  const analysed = items.map((item) => analysedText(item.text))
  const sent = items.flatMap((_, i) => (analysed[i] ? [i] : []))
  const remote = settings.aiProvider !== 'local'
  const themeOptions = remote ? await openThemeOptions(db, companyId) : []
  const preview = provider.previewRequests(
    sent.map((i) => ({ text: analysed[i] as string, names })),
    themeOptions,
  )
  const sentText = new Map(sent.map((i, k) => [i, preview.texts[k]]))
  return {
    provider: settings.aiProvider,
    leaves_machine: remote,
    endpoint_host: remote && settings.aiBaseUrl ? new URL(settings.aiBaseUrl).host : null,
    model: remote ? (settings.aiModel ?? null) : null,
    items: items.map((item, i) => ({ feedback_id: item.id, text: item.text.slice(0, AI_PREVIEW_TEXT_MAX_CHARS), sent: sentText.get(i) ?? null })),
    requests: preview.requests,
  }
}

/**
 * The themes a feature may be placed in (active and planning), each with the first of its features' titles (merged ones
 * left out): only as many as the provider sends are read, so a theme of thousands of features costs no more.
 */
async function openThemeOptions(db: Db, companyId: string): Promise<ThemeOption[]> {
  const ranked = db
    .select({
      themeId: features.themeId,
      title: features.title,
      rank: sql<number>`row_number() over (partition by ${features.themeId} order by ${features.title})`.as('rank'),
    })
    .from(features)
    .where(and(eq(features.companyId, companyId), isNotNull(features.themeId), isNull(features.mergedIntoId)))
    .as('ranked')
  const rows = await db
    .select({ id: themes.id, name: themes.name, description: themes.description, title: ranked.title })
    .from(themes)
    .leftJoin(ranked, and(eq(ranked.themeId, themes.id), lte(ranked.rank, THEME_EXAMPLES_SENT)))
    .where(and(eq(themes.companyId, companyId), inArray(themes.status, ['active', 'planning'])))
    .orderBy(asc(themes.name), asc(themes.id), asc(ranked.title))
  const byTheme = new Map<string, ThemeOption & { examples: string[] }>()
  for (const row of rows) {
    const theme = byTheme.get(row.id) ?? { name: row.name, description: row.description || undefined, examples: [] }
    if (row.title) theme.examples.push(row.title)
    byTheme.set(row.id, theme)
  }
  return [...byTheme.values()]
}
