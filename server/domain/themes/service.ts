import { type SQL, and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { keysetPage } from '../../../api/paging'
import { ErrorDetail } from '../../../api/schemas/error'
import type { Trend } from '../../../api/schemas/features'
import type { CreateThemeRequest, Theme, ThemeList, UpdateThemeRequest } from '../../../api/schemas/themes'
import { trendDays } from '../../../api/trends'
import type { Db } from '../../db/client'
import { features, themes, users } from '../../db/schema'
import { recordAudit, type RequestSource } from '../audit/record'
import type { AuthContext } from '../auth/access-tokens'
import { DomainError } from '../errors'
import { afterKey, CursorId, type PageQuery, readCursor } from '../paging'
import { findMember } from '../features/activity'
import { forgetArea } from './product-areas'
import { dailyCounts } from '../features/mention-stats'

type Caller = Pick<AuthContext, 'companyId' | 'userId'>
type NewTheme = z.output<typeof CreateThemeRequest>
type ThemeChanges = z.output<typeof UpdateThemeRequest>

/** Themes the API shows: all but the dismissed suggestions. */
const shown = (companyId: string) => and(eq(themes.companyId, companyId), ne(themes.status, 'dismissed'))

/** The order of the list: by name, case-insensitive, then id. */
const byName = sql<string>`lower(${themes.name})`
/** A cursor holds the (lower-cased name, id) of the page's last theme. */
const ThemeCursor = z.tuple([z.string(), CursorId])

/** The shown themes that pass `where` (e.g. one id, or the rows after a cursor), in the order of the list. */
function selectThemes(db: Db, companyId: string, where?: SQL, limit?: number) {
  const query = db
    .select({
      theme: themes,
      sortName: byName,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(themes)
    .leftJoin(users, eq(users.id, themes.ownerId))
    .where(and(shown(companyId), where))
    .orderBy(byName, asc(themes.id))
    .$dynamic()
  return limit === undefined ? query : query.limit(limit)
}

/** The themes with their counts computed from their listed (not merged) features, read once for all of them. */
async function toThemes(db: Db, companyId: string, rows: Awaited<ReturnType<typeof selectThemes>>): Promise<Theme[]> {
  if (rows.length === 0) return []
  const members = await db
    .select({
      themeId: features.themeId,
      status: features.status,
      competitors: features.competitors,
      total: features.totalMentions,
      slack: features.slackMentions,
      email: features.emailMentions,
    })
    .from(features)
    .where(
      and(
        eq(features.companyId, companyId),
        isNull(features.mergedIntoId),
        inArray(
          features.themeId,
          rows.map((row) => row.theme.id),
        ),
      ),
    )
  const featuresOf = new Map<string | null, typeof members>()
  for (const feature of members) {
    const own = featuresOf.get(feature.themeId)
    if (own) own.push(feature)
    else featuresOf.set(feature.themeId, [feature])
  }
  return rows.map(({ theme, ownerFirstName, ownerLastName }) => {
    const own = featuresOf.get(theme.id) ?? []
    const sum = (pick: 'total' | 'slack' | 'email') => own.reduce((total, feature) => total + feature[pick], 0)
    const completed = own.filter((feature) => feature.status === 'completed').length
    const competitors = [...new Set(own.flatMap((feature) => feature.competitors.map((competitor) => competitor.name)))]
    return {
      id: theme.id,
      name: theme.name,
      description: theme.description,
      color: theme.color,
      priority: theme.priority as Theme['priority'],
      status: theme.status as Theme['status'],
      tags: theme.tags,
      feature_count: own.length,
      total_mentions: sum('total'),
      slack_mentions: sum('slack'),
      email_mentions: sum('email'),
      competitors: competitors.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      progress: own.length === 0 ? 0 : Math.round((100 * completed) / own.length),
      owner:
        theme.ownerId === null ? null : { id: theme.ownerId, first_name: ownerFirstName ?? '', last_name: ownerLastName ?? '' },
      created_at: theme.createdAt.toISOString(),
      updated_at: theme.updatedAt.toISOString(),
    }
  })
}

/**
 * Themes: people create and edit them; the pipeline suggests some, which people accept or dismiss. Their counts and
 * progress are always computed from their features.
 */
export function createThemeService({ db }: { db: Db }) {
  async function get(caller: Caller, id: string): Promise<Theme> {
    const [theme] = await toThemes(db, caller.companyId, await selectThemes(db, caller.companyId, eq(themes.id, id)))
    if (!theme) throw new DomainError('not_found', ErrorDetail.themeNotFound)
    return theme
  }

  async function findSuggested(caller: Caller, id: string) {
    const status = (await get(caller, id)).status
    if (status !== 'suggested') throw new DomainError('conflict', ErrorDetail.themeNotSuggested)
  }

  const update = (companyId: string, id: string, set: Partial<typeof themes.$inferInsert>) =>
    db
      .update(themes)
      .set({ ...set, updatedAt: new Date() })
      .where(and(shown(companyId), eq(themes.id, id)))
      .returning({ id: themes.id })

  return {
    /** One page of the company's shown themes, by name; the counts are read for that page's themes only. */
    async list(caller: Caller, query: PageQuery): Promise<ThemeList> {
      const after = readCursor(query.cursor, ThemeCursor)
      const where = after && afterKey([{ column: byName, value: after[0] }, { column: themes.id, value: after[1] }])
      const page = keysetPage(await selectThemes(db, caller.companyId, where, query.limit + 1), query.limit, (row) => [
        row.sortName,
        row.theme.id,
      ])
      return { items: await toThemes(db, caller.companyId, page.rows), next_cursor: page.next_cursor }
    },

    get,

    async create(caller: Caller, { owner_id, ...input }: NewTheme): Promise<Theme> {
      const ownerId = owner_id === undefined ? caller.userId : owner_id
      if (ownerId) await findMember(db, caller.companyId, ownerId)
      const [row] = await db
        .insert(themes)
        .values({ companyId: caller.companyId, ...input, ownerId, createdBy: 'person' })
        .returning({ id: themes.id })
      return get(caller, row!.id)
    },

    async update(caller: Caller, id: string, { owner_id, ...changes }: ThemeChanges): Promise<Theme> {
      if (owner_id) await findMember(db, caller.companyId, owner_id)
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
      const [row] = await update(caller.companyId, id, { ...defined, ...(owner_id !== undefined && { ownerId: owner_id }) })
      if (!row) throw new DomainError('not_found', ErrorDetail.themeNotFound)
      return get(caller, id)
    },

    /**
     * Its features stay, in no theme (the foreign key sets their theme to null). A theme of one of the company's product
     * areas takes the area with it, so the AI does not make the theme again.
     */
    async remove(caller: Caller, id: string, source: RequestSource): Promise<void> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const [deleted] = await tx
          .delete(themes)
          .where(and(shown(caller.companyId), eq(themes.id, id)))
          .returning({ id: themes.id, name: themes.name })
        if (!deleted) throw new DomainError('not_found', ErrorDetail.themeNotFound)
        await forgetArea(tx, caller.companyId, deleted.name)
        await recordAudit(tx, {
          companyId: caller.companyId,
          actor: { id: caller.userId },
          action: 'theme.deleted',
          target: { type: 'theme', id, label: deleted.name },
          source,
        })
      })
    },

    async accept(caller: Caller, id: string, name: string | undefined): Promise<Theme> {
      await findSuggested(caller, id)
      await update(caller.companyId, id, { status: 'active', ...(name !== undefined && { name }) })
      return get(caller, id)
    },

    /** The suggestion disappears, and the features the pipeline put in it are unthemed (and may be placed again). */
    async dismiss(caller: Caller, id: string): Promise<void> {
      await findSuggested(caller, id)
      await db.transaction(async (tx) => {
        await tx
          .update(features)
          .set({ themeId: null, themePlacedBy: null })
          .where(and(eq(features.companyId, caller.companyId), eq(features.themeId, id), eq(features.themePlacedBy, 'ai')))
        await tx.update(themes).set({ status: 'dismissed', updatedAt: new Date() }).where(eq(themes.id, id))
      })
    },

    async trend(caller: Caller, id: string, now = new Date()): Promise<Trend> {
      await get(caller, id)
      const days = trendDays(now)
      const counts = await dailyCounts(db, caller.companyId, { by: 'theme', ids: [id], days })
      return { days, counts: counts.get(id)! }
    },
  }
}

export type ThemeService = ReturnType<typeof createThemeService>
