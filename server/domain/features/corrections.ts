import { desc, eq } from 'drizzle-orm'
import { MAX_EXAMPLES, type CompanyExamples } from '../../ai/company-layer'
import { analysedText } from '../../ai/analysed-text'
import { extractRequest } from '../../ai/extract'
import type { Db } from '../../db/client'
import { corrections, type CorrectionKind } from '../../db/schema'

/**
 * A person's corrections of the AI as labelled examples of their company (the `corrections` table), recorded by each
 * correction route in the transaction of the correction itself, and read by the analysis as the company's layer
 * (server/ai/company-layer.ts): later automatic passes follow them.
 *
 * What each correction records:
 * - link feedback to a feature: the message is a request, and its request belongs to that feature;
 * - unlink it: its request does not belong to that feature (and, when the person says so, the message is no request);
 * - merge a feature into another: its title and description belong to the other; unmerge: they do not;
 * - set a feature's theme: the feature belongs in the new theme, and not in the one it leaves;
 * - dismiss a theme suggestion: the feature does not belong in that theme;
 * - rename a feature: its former title still names it (matching keeps finding the requests worded like it).
 * A later judgement of the same subject and target replaces the earlier one (relink after an unlink...).
 */

/** How much of a message or feature text an example keeps: the classifier reads no more (classify.ts maxChars). */
const EXAMPLE_CHARS = 2000

export interface Correction {
  kind: CorrectionKind
  text: string
  /** The message judged, or the feature judged (merged, placed, renamed). */
  feedbackId?: string
  featureId?: string
  /** The feature or theme it is judged against. */
  targetFeatureId?: string
  targetThemeId?: string
  /** A rename's new title. */
  label?: string
}

/** The judgement's subject and target: one row each, the latest kept. */
function keyOf(correction: Correction): string {
  const subject = correction.feedbackId ?? correction.featureId
  switch (correction.kind) {
    case 'request':
    case 'not_request':
      return `request:${subject}`
    case 'same_feature':
    case 'not_same_feature':
      return `feature:${subject}:${correction.targetFeatureId}`
    case 'theme':
    case 'not_theme':
      return `theme:${subject}:${correction.targetThemeId}`
    case 'title':
      return `title:${subject}:${correction.text.trim().toLowerCase()}`
  }
}

/** Records the corrections a person just made (call it in the transaction that makes them). */
export async function recordCorrections(db: Db, companyId: string, userId: string, made: readonly Correction[]): Promise<void> {
  const now = new Date()
  for (const correction of made) {
    const text = correction.text.slice(0, EXAMPLE_CHARS)
    if (!text.trim()) continue
    const values = {
      kind: correction.kind,
      text,
      feedbackId: correction.feedbackId ?? null,
      featureId: correction.featureId ?? null,
      targetFeatureId: correction.targetFeatureId ?? null,
      targetThemeId: correction.targetThemeId ?? null,
      label: correction.label ?? null,
      userId,
      createdAt: now,
    }
    await db
      .insert(corrections)
      .values({ companyId, key: keyOf(correction), ...values })
      .onConflictDoUpdate({ target: [corrections.companyId, corrections.key], set: values })
  }
}

/** What a message's examples keep: its analysed text (as the classifier reads it). */
export function messageText(raw: string): string {
  return analysedText(raw.slice(0, EXAMPLE_CHARS * 2)).slice(0, EXAMPLE_CHARS)
}

/** What a message is matched by (extract.ts: the request it makes), for the examples of features. */
export function requestText(raw: string): string {
  const text = messageText(raw)
  return extractRequest(text).request || text
}

/** A feature as its examples keep it: what the pipeline compares of it (title, description). */
export function featureText(feature: { title: string; description: string }): string {
  return [feature.title, feature.description].filter(Boolean).join('. ')
}

/** The company's most recent corrections (MAX_EXAMPLES), oldest first, as the pipeline's company layer reads them. */
export async function companyExamples(db: Db, companyId: string): Promise<CompanyExamples> {
  const rows = await db
    .select({
      kind: corrections.kind,
      text: corrections.text,
      featureId: corrections.featureId,
      targetFeatureId: corrections.targetFeatureId,
      targetThemeId: corrections.targetThemeId,
    })
    .from(corrections)
    .where(eq(corrections.companyId, companyId))
    .orderBy(desc(corrections.createdAt), desc(corrections.id))
    .limit(MAX_EXAMPLES)
  const examples: { [K in keyof CompanyExamples]: CompanyExamples[K][number][] } = { requests: [], features: [], themes: [] }
  for (const row of rows.reverse()) {
    if (row.kind === 'request' || row.kind === 'not_request') examples.requests.push({ text: row.text, request: row.kind === 'request' })
    else if (row.kind === 'theme' || row.kind === 'not_theme') {
      if (row.targetThemeId) examples.themes.push({ text: row.text, themeId: row.targetThemeId, same: row.kind === 'theme' })
    } else if (row.targetFeatureId) {
      examples.features.push({ text: row.text, featureId: row.targetFeatureId, same: row.kind !== 'not_same_feature' })
    }
  }
  return examples
}
