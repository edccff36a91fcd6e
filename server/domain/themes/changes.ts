import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { ErrorDetail } from '../../../api/schemas/error'
import type { ThemeChangeSuggestion } from '../../../api/schemas/themes'
import type { ReviewedTheme, ThemeChangeProposal } from '../../ai/theme-review'
import type { Db } from '../../db/client'
import { features, themeChangeSuggestions, themes } from '../../db/schema'
import type { AuthContext } from '../auth/access-tokens'
import { DomainError } from '../errors'
import { findMember, recordHistory } from '../features/activity'

type Caller = Pick<AuthContext, 'companyId' | 'userId'>

/** The themes a change may concern: the open ones and the AI's suggestions. */
const LIVE_STATUSES = ['active', 'planning', 'suggested']

/** The same change, written the same way each time it is proposed: a dismissed change is never proposed again. */
function changeKey(kind: string, themeIds: readonly string[], name: string): string {
  return `${kind}:${[...themeIds].sort().join(',')}:${name.trim().toLowerCase()}`
}

/**
 * Reviews the company's themes against their features with `review` (server/ai/theme-review.ts reviewThemes, run on the
 * analysis worker threads by the analysis) and stores the rename and merge proposals not made before (a proposal
 * accepted or dismissed once stays decided).
 */
export async function proposeThemeChanges(
  db: Db,
  companyId: string,
  review: (themes: ReviewedTheme[]) => Promise<ThemeChangeProposal[]>,
) {
  const live = await db
    .select({ id: themes.id, name: themes.name })
    .from(themes)
    .where(and(eq(themes.companyId, companyId), inArray(themes.status, LIVE_STATUSES)))
    .orderBy(asc(themes.createdAt), asc(themes.id))
  if (live.length === 0) return 0
  const members = await db
    .select({ themeId: features.themeId, title: features.title })
    .from(features)
    .where(and(eq(features.companyId, companyId), isNull(features.mergedIntoId), inArray(features.themeId, live.map((theme) => theme.id))))
    .orderBy(asc(features.createdAt), asc(features.id))
  const titlesOf = new Map<string, string[]>()
  for (const { themeId, title } of members) titlesOf.set(themeId!, [...(titlesOf.get(themeId!) ?? []), title])
  const proposals = await review(live.map((theme) => ({ ...theme, features: titlesOf.get(theme.id) ?? [] })))
  if (proposals.length === 0) return 0
  const added = await db
    .insert(themeChangeSuggestions)
    .values(proposals.map((proposal) => ({ companyId, ...proposal, changeKey: changeKey(proposal.kind, proposal.themeIds, proposal.name) })))
    .onConflictDoNothing({ target: [themeChangeSuggestions.companyId, themeChangeSuggestions.changeKey] })
    .returning({ id: themeChangeSuggestions.id })
  return added.length
}

/**
 * Theme changes the AI proposes (rename, merge), which a person accepts or dismisses. A proposal whose themes are gone
 * (deleted, dismissed, archived) or whose rename was made another way is not shown.
 */
export function createThemeChangeService({ db }: { db: Db }) {
  async function open(caller: Caller): Promise<ThemeChangeSuggestion[]> {
    const rows = await db
      .select()
      .from(themeChangeSuggestions)
      .where(and(eq(themeChangeSuggestions.companyId, caller.companyId), eq(themeChangeSuggestions.status, 'open')))
      .orderBy(asc(themeChangeSuggestions.createdAt), asc(themeChangeSuggestions.id))
    const ids = [...new Set(rows.flatMap((row) => row.themeIds))]
    const named = new Map(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: themes.id, name: themes.name })
              .from(themes)
              .where(and(eq(themes.companyId, caller.companyId), inArray(themes.id, ids), inArray(themes.status, LIVE_STATUSES)))
          ).map((theme) => [theme.id, theme.name]),
    )
    return rows
      .filter((row) => row.themeIds.every((id) => named.has(id)))
      .filter((row) => row.kind !== 'rename' || named.get(row.themeIds[0]!)!.toLowerCase() !== row.name.toLowerCase())
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        themes: row.themeIds.map((id) => ({ id, name: named.get(id)! })),
        name: row.name,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
      }))
  }

  async function find(caller: Caller, id: string): Promise<ThemeChangeSuggestion> {
    const [row] = await db
      .select({ status: themeChangeSuggestions.status })
      .from(themeChangeSuggestions)
      .where(and(eq(themeChangeSuggestions.companyId, caller.companyId), eq(themeChangeSuggestions.id, id)))
    if (!row) throw new DomainError('not_found', ErrorDetail.themeChangeNotFound)
    const shown = (await open(caller)).find((change) => change.id === id)
    if (!shown) throw new DomainError('conflict', ErrorDetail.themeChangeDecided)
    return shown
  }

  const decide = (on: Db, id: string, status: 'accepted' | 'dismissed') =>
    on.update(themeChangeSuggestions).set({ status, decidedAt: new Date() }).where(eq(themeChangeSuggestions.id, id))

  return {
    list: open,

    /**
     * A rename renames the theme. A merge moves the other themes' features into the first theme (a person's placement
     * from then on, in each feature's history) and archives the others (deleting is an admin's decision).
     */
    async accept(caller: Caller, id: string): Promise<void> {
      const change = await find(caller, id)
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const [kept, ...others] = change.themes
        if (change.kind === 'rename') {
          await tx.update(themes).set({ name: change.name, updatedAt: new Date() }).where(eq(themes.id, kept!.id))
        } else {
          const actor = await findMember(tx, caller.companyId, caller.userId)
          const otherIds = others.map((theme) => theme.id)
          const moved = await tx
            .select({ id: features.id, themeId: features.themeId })
            .from(features)
            .where(and(eq(features.companyId, caller.companyId), inArray(features.themeId, otherIds)))
          await tx
            .update(features)
            .set({ themeId: kept!.id, themePlacedBy: 'person', themeConfidence: null, updatedAt: new Date() })
            .where(and(eq(features.companyId, caller.companyId), inArray(features.themeId, otherIds)))
          const nameOf = new Map(others.map((theme) => [theme.id, theme.name]))
          for (const feature of moved) {
            await recordHistory(tx, caller.companyId, feature.id, actor, [{ kind: 'theme', from: nameOf.get(feature.themeId!) ?? null, to: kept!.name }])
          }
          await tx
            .update(themes)
            .set({ status: 'archived', updatedAt: new Date() })
            .where(and(eq(themes.companyId, caller.companyId), inArray(themes.id, otherIds)))
        }
        await decide(tx, id, 'accepted')
      })
    },

    async dismiss(caller: Caller, id: string): Promise<void> {
      await find(caller, id)
      await decide(db, id, 'dismissed')
    },
  }
}

export type ThemeChangeService = ReturnType<typeof createThemeChangeService>
