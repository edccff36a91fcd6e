import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { editChanges, editHistory, mergeHistory, mergeRefusal, themeChoiceRefusal, unmergeHistory, unmergeRefusal } from '../../../api/feature-rules'
import { ErrorDetail } from '../../../api/schemas/error'
import type { CreateFeatureRequest, FeatureDetail, FeatureStatus, Trend, UpdateFeatureRequest } from '../../../api/schemas/features'
import { trendDays } from '../../../api/trends'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { features, feedback, mentions, themes, users } from '../../db/schema'
import { recordAudit, type RequestSource } from '../audit/record'
import type { AuthContext } from '../auth/access-tokens'
import { DomainError } from '../errors'
import { type HistoryChange, type Member, findMember, fullName, notify, recordHistory } from './activity'
import { type Correction, featureText, messageText, recordCorrections, requestText } from './corrections'
import { type FeatureFilters, listFeatures } from './listing'
import { dailyCounts } from './mention-stats'
import { rescoreFeatures } from './scores'
import { featureDetail } from './views'

type Caller = Pick<AuthContext, 'companyId' | 'userId'>
type NewFeature = z.output<typeof CreateFeatureRequest>
type FeatureChanges = z.output<typeof UpdateFeatureRequest>

/** The longest quote stored for a mention a person links (the feedback keeps the whole text). */
const MAX_QUOTE = 1000

/** The name of a theme a person may put a feature in, or 404. */
async function findThemeName(db: Db, companyId: string, themeId: string): Promise<string> {
  const [theme] = await db
    .select({ name: themes.name, status: themes.status })
    .from(themes)
    .where(and(eq(themes.companyId, companyId), eq(themes.id, themeId)))
  const refusal = themeChoiceRefusal(theme)
  if (refusal) throw new DomainError('not_found', refusal)
  return theme!.name
}

async function findFeature(db: Db, companyId: string, id: string) {
  const [feature] = await db
    .select()
    .from(features)
    .where(and(eq(features.companyId, companyId), eq(features.id, id)))
  if (!feature) throw new DomainError('not_found', ErrorDetail.featureNotFound)
  return feature
}

/** The names of the feature's current theme and assignee, whatever became of them since (dismissed, deactivated). */
async function currentNames(db: Db, themeId: string | null, assigneeId: string | null) {
  const [theme] = themeId ? await db.select({ name: themes.name }).from(themes).where(eq(themes.id, themeId)) : []
  const [assignee] = assigneeId
    ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, assigneeId))
    : []
  return { theme: theme?.name ?? null, assignee: assignee ? fullName(assignee) : null }
}

const mergeSide = (feature: { id: string; mergedIntoId: string | null }) => ({ id: feature.id, merged_into_id: feature.mergedIntoId })

/** The feature and the features merged into it: mentions of all of them count for it. */
const countingFor = (id: string) => or(eq(features.id, id), eq(features.mergedIntoId, id))

/**
 * Features as people work on them: list, read, create, edit, merge, link feedback, trends. Every change a person makes
 * is kept in the history, a new assignee is notified, and the feature is rescored; a priority or theme set by a person
 * is marked so that the pipeline never overwrites it. Every correction of the AI (link, unlink, merge, unmerge, theme,
 * rename, a dismissed theme suggestion) is also recorded as a labelled example of the company (corrections.ts), which
 * later automatic passes follow.
 */
export function createFeatureService({
  db,
  statusChanged,
}: {
  db: Db
  /** Told after a change of a feature's status is committed (telling requesters starts from it). */
  statusChanged?: (companyId: string, featureId: string, status: FeatureStatus) => Promise<void>
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  return {
    list: (caller: Caller, filters: FeatureFilters) => listFeatures(db, caller.companyId, filters),

    get: (caller: Caller, id: string): Promise<FeatureDetail> => featureDetail(db, caller.companyId, id),

    async create(caller: Caller, input: NewFeature): Promise<FeatureDetail> {
      const { companyId } = caller
      const id = await transaction(async (tx) => {
        const actor = await findMember(tx, companyId, caller.userId)
        if (input.assignee_id) await findMember(tx, companyId, input.assignee_id)
        if (input.theme_id) await findThemeName(tx, companyId, input.theme_id)
        const [row] = await tx
          .insert(features)
          .values({
            companyId,
            title: input.title,
            description: input.description,
            fullDescription: input.full_description,
            status: input.status,
            ...(input.priority && { priority: input.priority, prioritySetBy: 'person' as const }),
            themeId: input.theme_id,
            themePlacedBy: input.theme_id ? 'person' : null,
            assigneeId: input.assignee_id,
            tags: input.tags,
            competitors: input.competitors,
            source: 'manual',
          })
          .returning({ id: features.id, title: features.title })
        if (input.assignee_id) await notify(tx, companyId, { recipientId: input.assignee_id, actor, kind: 'assigned', feature: row! })
        await rescoreFeatures(tx, companyId, [row!.id], new Date())
        return row!.id
      })
      return featureDetail(db, companyId, id)
    },

    async update(caller: Caller, id: string, changes: FeatureChanges): Promise<FeatureDetail> {
      const { companyId } = caller
      const statusMoved = await transaction(async (tx) => {
        const actor = await findMember(tx, companyId, caller.userId)
        const feature = await findFeature(tx, companyId, id)
        // Resolve the new theme and assignee first: an unknown one changes nothing.
        const newTheme = changes.theme_id ? await findThemeName(tx, companyId, changes.theme_id) : null
        const newAssignee = changes.assignee_id ? fullName(await findMember(tx, companyId, changes.assignee_id)) : null
        const before = await currentNames(tx, feature.themeId, feature.assigneeId)
        const fields = { status: feature.status, priority: feature.priority, theme_id: feature.themeId, assignee_id: feature.assigneeId }
        const history = editHistory(fields, changes, {
          themeBefore: before.theme,
          themeAfter: newTheme,
          assigneeBefore: before.assignee,
          assigneeAfter: newAssignee,
        })
        const reassigned = editChanges(fields, changes, 'assignee_id')

        const title = changes.title ?? feature.title
        const learned: Correction[] = []
        if (title !== feature.title) learned.push({ kind: 'title', text: feature.title, featureId: id, targetFeatureId: id, label: title })
        if (editChanges(fields, changes, 'theme_id')) {
          const text = featureText({ title, description: changes.description ?? feature.description })
          if (changes.theme_id) learned.push({ kind: 'theme', text, featureId: id, targetThemeId: changes.theme_id })
          if (feature.themeId) learned.push({ kind: 'not_theme', text, featureId: id, targetThemeId: feature.themeId })
        }
        await recordCorrections(tx, companyId, actor.id, learned)
        await tx
          .update(features)
          .set({
            title,
            ...(changes.description !== undefined && { description: changes.description }),
            ...(changes.full_description !== undefined && { fullDescription: changes.full_description }),
            ...(changes.status !== undefined && { status: changes.status }),
            ...(changes.priority !== undefined && { priority: changes.priority, prioritySetBy: 'person' as const }),
            // A person's theme (or none) ends whatever the AI placed or suggested.
            ...(changes.theme_id !== undefined && {
              themeId: changes.theme_id,
              themePlacedBy: 'person' as const,
              themeConfidence: null,
              suggestedThemeId: null,
              suggestedThemeConfidence: null,
            }),
            ...(changes.assignee_id !== undefined && { assigneeId: changes.assignee_id }),
            ...(changes.tags !== undefined && { tags: changes.tags }),
            ...(changes.competitors !== undefined && { competitors: changes.competitors }),
            updatedAt: new Date(),
          })
          .where(and(eq(features.companyId, companyId), eq(features.id, id)))
        await recordHistory(tx, companyId, id, actor, history)
        if (reassigned && changes.assignee_id) {
          await notify(tx, companyId, { recipientId: changes.assignee_id, actor, kind: 'assigned', feature: { id, title } })
        }
        await rescoreFeatures(tx, companyId, [id], new Date())
        return editChanges(fields, changes, 'status')
      })
      if (statusMoved && changes.status) await statusChanged?.(companyId, id, changes.status)
      return featureDetail(db, companyId, id)
    },

    /** Merges the feature into `intoId`; answers the feature merged into. */
    async merge(caller: Caller, id: string, intoId: string, source: RequestSource): Promise<FeatureDetail> {
      const { companyId } = caller
      await transaction(async (tx) => {
        const actor = await findMember(tx, companyId, caller.userId)
        const feature = await findFeature(tx, companyId, id)
        const into = await findFeature(tx, companyId, intoId)
        const [child] = await tx
          .select({ id: features.id })
          .from(features)
          .where(and(eq(features.companyId, companyId), eq(features.mergedIntoId, id)))
          .limit(1)
        const refusal = mergeRefusal(mergeSide(feature), mergeSide(into), Boolean(child))
        if (refusal) throw new DomainError('conflict', refusal)
        await tx.update(features).set({ mergedIntoId: into.id }).where(eq(features.id, feature.id))
        await recordCorrections(tx, companyId, actor.id, [
          { kind: 'same_feature', text: featureText(feature), featureId: feature.id, targetFeatureId: into.id },
        ])
        await recordMerge(tx, companyId, actor, [feature.id, into.id], mergeHistory(feature.title, into.title))
        await recordAudit(tx, {
          companyId,
          actor: { id: actor.id },
          action: 'feature.merged',
          target: { type: 'feature', id: feature.id, label: feature.title },
          details: { into_id: into.id, into_title: into.title },
          source,
        })
      })
      return featureDetail(db, companyId, intoId)
    },

    async unmerge(caller: Caller, id: string, source: RequestSource): Promise<FeatureDetail> {
      const { companyId } = caller
      await transaction(async (tx) => {
        const actor = await findMember(tx, companyId, caller.userId)
        const feature = await findFeature(tx, companyId, id)
        const refusal = unmergeRefusal(mergeSide(feature))
        if (refusal) throw new DomainError('conflict', refusal)
        const into = await findFeature(tx, companyId, feature.mergedIntoId!)
        await tx.update(features).set({ mergedIntoId: null }).where(eq(features.id, feature.id))
        await recordCorrections(tx, companyId, actor.id, [
          { kind: 'not_same_feature', text: featureText(feature), featureId: feature.id, targetFeatureId: into.id },
        ])
        await recordMerge(tx, companyId, actor, [feature.id, into.id], unmergeHistory(into.title))
        await recordAudit(tx, {
          companyId,
          actor: { id: actor.id },
          action: 'feature.unmerged',
          target: { type: 'feature', id: feature.id, label: feature.title },
          details: { from_id: into.id, from_title: into.title },
          source,
        })
      })
      return featureDetail(db, companyId, id)
    },

    /** Links the feedback as a mention a person made (again, if it was unlinked before): it is a request of this feature. */
    async link(caller: Caller, id: string, feedbackId: string): Promise<FeatureDetail> {
      const { companyId } = caller
      await transaction(async (tx) => {
        await findFeature(tx, companyId, id)
        const [item] = await tx
          .select({ text: feedback.text })
          .from(feedback)
          .where(and(eq(feedback.companyId, companyId), eq(feedback.id, feedbackId)))
        if (!item) throw new DomainError('not_found', ErrorDetail.feedbackNotFound)
        await tx
          .insert(mentions)
          .values({ companyId, featureId: id, feedbackId, quote: item.text.slice(0, MAX_QUOTE), confidence: 1, linkedBy: 'person' })
          .onConflictDoUpdate({
            target: [mentions.featureId, mentions.feedbackId],
            set: { unlinkedAt: null, linkedBy: 'person' },
          })
        await recordCorrections(tx, companyId, caller.userId, [
          { kind: 'request', text: messageText(item.text), feedbackId },
          { kind: 'same_feature', text: requestText(item.text), feedbackId, targetFeatureId: id },
        ])
        await rescoreFeatures(tx, companyId, [id], new Date())
      })
      return featureDetail(db, companyId, id)
    },

    /**
     * Unlinks the feedback from the feature (or a feature merged into it); the row stays so no pass relinks it, and its
     * request is an example of what the feature is not. `notRequest`: the message asks for no feature at all.
     */
    async unlink(caller: Caller, id: string, feedbackId: string, { notRequest = false } = {}): Promise<void> {
      const { companyId } = caller
      await transaction(async (tx) => {
        await findFeature(tx, companyId, id)
        const unlinked = await tx
          .update(mentions)
          .set({ unlinkedAt: new Date() })
          .where(
            and(
              eq(mentions.companyId, companyId),
              eq(mentions.feedbackId, feedbackId),
              isNull(mentions.unlinkedAt),
              inArray(mentions.featureId, tx.select({ id: features.id }).from(features).where(countingFor(id))),
            ),
          )
          .returning({ id: mentions.id, quote: mentions.quote })
        if (unlinked.length === 0) throw new DomainError('not_found', ErrorDetail.feedbackNotLinked)
        const learned: Correction[] = [{ kind: 'not_same_feature', text: unlinked[0]!.quote, feedbackId, targetFeatureId: id }]
        if (notRequest) {
          const [item] = await tx
            .select({ text: feedback.text })
            .from(feedback)
            .where(and(eq(feedback.companyId, companyId), eq(feedback.id, feedbackId)))
          learned.push({ kind: 'not_request', text: messageText(item!.text), feedbackId })
        }
        await recordCorrections(tx, companyId, caller.userId, learned)
        await rescoreFeatures(tx, companyId, [id], new Date())
      })
    },

    /**
     * The theme the AI suggests for the feature is refused: it disappears and no later pass suggests or places the
     * feature there. (Accepting it is setting theme_id.)
     */
    async dismissThemeSuggestion(caller: Caller, id: string): Promise<FeatureDetail> {
      const { companyId } = caller
      await transaction(async (tx) => {
        const feature = await findFeature(tx, companyId, id)
        if (!feature.suggestedThemeId || feature.themeId) throw new DomainError('conflict', ErrorDetail.noThemeSuggestion)
        await tx
          .update(features)
          .set({
            suggestedThemeId: null,
            suggestedThemeConfidence: null,
            dismissedThemeIds: [...new Set([...feature.dismissedThemeIds, feature.suggestedThemeId])],
            updatedAt: new Date(),
          })
          .where(and(eq(features.companyId, companyId), eq(features.id, id)))
        await recordCorrections(tx, companyId, caller.userId, [
          { kind: 'not_theme', text: featureText(feature), featureId: id, targetThemeId: feature.suggestedThemeId },
        ])
      })
      return featureDetail(db, companyId, id)
    },

    async trend(caller: Caller, id: string, now = new Date()): Promise<Trend> {
      await findFeature(db, caller.companyId, id)
      const days = trendDays(now)
      const counts = await dailyCounts(db, caller.companyId, { by: 'feature', ids: [id], days })
      return { days, counts: counts.get(id)! }
    },
  }
}

/** A merge or unmerge: history on both features, and both rescored (their mentions moved). */
async function recordMerge(db: Db, companyId: string, actor: Member, featureIds: string[], change: HistoryChange) {
  for (const featureId of featureIds) await recordHistory(db, companyId, featureId, actor, [change])
  await rescoreFeatures(db, companyId, featureIds, new Date())
}

export type FeatureService = ReturnType<typeof createFeatureService>
