import { expect } from 'vitest'
import { summaryMatchesFilters } from '../feature-rules'
import type { RequestOf } from '../routes'
import { ErrorDetail } from '../schemas/error'
import { TREND_DAYS } from '../schemas/features'
import { call, companyAdmin, expectError, expectSuccess, invitedMember } from './harness'
import type { ContractCase, Send } from './harness'

const unknownId = '0c3d5e7f-9a1b-4c2d-8e3f-4a5b6c7d8e9f'
const DAY_MS = 86_400_000

/** An admin and a member of one company (the member joins through the admin's invitation). */
async function team(send: Send, label: string) {
  const admin = await companyAdmin(send, label)
  const domain = admin.user.email.split('@')[1]
  const member = await invitedMember(send, admin, `${label}-member`, {
    email: `member@${domain}`,
    first_name: 'Linus',
    last_name: 'Pauling',
  })
  return { admin, member }
}

async function createFeature(send: Send, token: string, body: RequestOf<'createFeature'>) {
  return expectSuccess('createFeature', await call(send, 'createFeature', { token, body }))
}

async function createTheme(send: Send, token: string, body: RequestOf<'createTheme'>) {
  return expectSuccess('createTheme', await call(send, 'createTheme', { token, body }))
}

function expectConsecutiveDays(days: readonly string[]) {
  expect(days).toHaveLength(TREND_DAYS)
  days.slice(1).forEach((day, index) => expect(Date.parse(day) - Date.parse(days[index]!)).toBe(DAY_MS))
}

/** Features, themes, comments, notifications and the dashboard, on a company of its own (no feedback yet). */
export const backlogCases: ContractCase[] = [
  {
    name: 'a feature created by hand is manual, unscored evidence-wise, and answers in full',
    async run(send) {
      const { user, tokens } = await companyAdmin(send, 'feature-create')
      const token = tokens.access_token
      expectError(401, await call(send, 'listFeatures'))
      const created = await createFeature(send, token, {
        title: '  Dark mode  ',
        description: 'A dark colour scheme.',
        tags: ['ui'],
        assignee_id: user.id,
        competitors: [{ name: 'Linear', status: 'available', since: '2020' }],
      })
      expect(created).toMatchObject({
        title: 'Dark mode',
        description: 'A dark colour scheme.',
        full_description: '',
        theme_id: null,
        status: 'backlog',
        source: 'manual',
        total_mentions: 0,
        slack_mentions: 0,
        email_mentions: 0,
        rising: null,
        assignee: { id: user.id, first_name: user.first_name, last_name: user.last_name },
        tags: ['ui'],
        competitors: [{ name: 'Linear', status: 'available', since: '2020', notes: '' }],
        recent_feedback: [],
        merged_from: [],
        merged_into: null,
      })
      const fetched = expectSuccess('getFeature', await call(send, 'getFeature', { token, params: { id: created.id } }))
      expect(fetched).toEqual(created)
      const list = expectSuccess('listFeatures', await call(send, 'listFeatures', { token }))
      expect(list).toEqual({ items: [expect.objectContaining({ id: created.id, title: 'Dark mode' })], next_cursor: null })
    },
  },
  {
    name: 'feature bodies are validated with readable sentences, and unknown references answer 404',
    async run(send) {
      const { tokens } = await companyAdmin(send, 'feature-invalid')
      const token = tokens.access_token
      const empty = await call(send, 'createFeature', { token, body: { title: '   ' } })
      expect(expectError(422, empty)).toBe('Enter a title for the feature.')
      const status = await call(send, 'createFeature', { token, body: { title: 'X', status: 'done' as 'backlog' } })
      expect(expectError(422, status)).toBe('Status must be one of backlog, in-progress, review or completed.')
      const stranger = await call(send, 'createFeature', { token, body: { title: 'X', assignee_id: unknownId } })
      expect(expectError(404, stranger)).toBe(ErrorDetail.memberNotFound)
      const noTheme = await call(send, 'createFeature', { token, body: { title: 'X', theme_id: unknownId } })
      expect(expectError(404, noTheme)).toBe(ErrorDetail.themeNotFound)
      expect(expectError(404, await call(send, 'getFeature', { token, params: { id: unknownId } }))).toBe(ErrorDetail.featureNotFound)
      const tooMany = await call(send, 'listFeatures', { token, query: { limit: '500' } })
      expect(expectError(422, tooMany)).toBe('limit must be at most 200.')
      expectSuccess('listFeatures', await call(send, 'listFeatures', { token, query: {} }))
      const badCursor = await call(send, 'listFeatures', { token, query: { cursor: 'not-a-cursor' } })
      expect(expectError(400, badCursor)).toBe(ErrorDetail.invalidCursor)
    },
  },
  {
    name: 'the feature list filters by theme (or none), status, priority, source, assignee and text, and pages',
    async run(send) {
      const { user, tokens } = await companyAdmin(send, 'feature-filters')
      const token = tokens.access_token
      const theme = await createTheme(send, token, { name: 'Reporting' })
      const pdf = await createFeature(send, token, { title: 'PDF reports', theme_id: theme.id, priority: 'high' })
      const sso = await createFeature(send, token, { title: 'SSO', description: 'SAML login', status: 'review', assignee_id: user.id })
      const csv = await createFeature(send, token, { title: 'CSV export', theme_id: theme.id })
      const ids = async (query: Record<string, string>) =>
        expectSuccess('listFeatures', await call(send, 'listFeatures', { token, query })).items.map((item) => item.id).sort()
      expect(await ids({ theme_id: theme.id })).toEqual([pdf.id, csv.id].sort())
      expect(await ids({ theme_id: 'none' })).toEqual([sso.id])
      expect(await ids({ status: 'review' })).toEqual([sso.id])
      expect(await ids({ priority: 'high' })).toEqual([pdf.id])
      expect(await ids({ assignee_id: user.id })).toEqual([sso.id])
      expect(await ids({ q: 'saml' })).toEqual([sso.id])
      expect(await ids({ source: 'manual' })).toEqual([pdf.id, sso.id, csv.id].sort())
      expect(await ids({ source: 'slack' })).toEqual([])
      expect(await ids({ from: '2020-01-01', to: '2020-12-31' })).toEqual([])

      const seen: string[] = []
      let cursor: string | undefined
      for (let page = 0; page < 3; page += 1) {
        const query: Record<string, string> = { limit: '1', ...(cursor && { cursor }) }
        const answer = expectSuccess('listFeatures', await call(send, 'listFeatures', { token, query }))
        expect(answer.items).toHaveLength(1)
        seen.push(answer.items[0]!.id)
        cursor = answer.next_cursor ?? undefined
        expect(Boolean(answer.next_cursor)).toBe(page < 2)
      }
      expect(seen.sort()).toEqual([pdf.id, sso.id, csv.id].sort())
    },
  },
  {
    name: 'each list filter answers exactly the features that match it, as the list rule (summaryMatchesFilters) says',
    async run(send) {
      const { admin, member } = await team(send, 'filter-matches')
      const token = admin.tokens.access_token
      const reports = await createTheme(send, token, { name: 'Reports' })
      const security = await createTheme(send, token, { name: 'Security' })
      const made = [
        await createFeature(send, token, { title: 'PDF reports', theme_id: reports.id, priority: 'high', assignee_id: member.user.id }),
        await createFeature(send, token, { title: 'CSV export', theme_id: reports.id, status: 'review' }),
        await createFeature(send, token, { title: 'Audit log', theme_id: security.id, priority: 'high', status: 'review' }),
        await createFeature(send, token, { title: 'SSO', theme_id: security.id, assignee_id: admin.user.id, priority: 'medium' }),
        await createFeature(send, token, { title: 'Dark mode', assignee_id: member.user.id, status: 'in-progress' }),
      ]
      const [pdf, csv, audit, sso, dark] = made.map((feature) => feature.id) as [string, string, string, string, string]
      // An edit moves a feature between filters: the list follows the stored values, not those at creation.
      const moved = await call(send, 'updateFeature', { token, params: { id: dark }, body: { priority: 'high' } })
      expectSuccess('updateFeature', moved)
      const all = expectSuccess('listFeatures', await call(send, 'listFeatures', { token })).items
      expect(all).toHaveLength(made.length)
      const ids = async (query: Record<string, string>) =>
        expectSuccess('listFeatures', await call(send, 'listFeatures', { token, query })).items.map((item) => item.id).sort()
      const expected: [Record<string, string>, string[]][] = [
        [{ status: 'review' }, [csv, audit]],
        [{ status: 'in-progress' }, [dark]],
        [{ status: 'backlog' }, [pdf, sso]],
        [{ priority: 'high' }, [pdf, audit, dark]],
        [{ priority: 'medium' }, [sso]],
        [{ priority: 'low' }, [csv]],
        [{ assignee_id: member.user.id }, [pdf, dark]],
        [{ assignee_id: admin.user.id }, [sso]],
        [{ theme_id: reports.id }, [pdf, csv]],
        [{ theme_id: security.id }, [audit, sso]],
        [{ theme_id: 'none' }, [dark]],
        [{ theme_id: reports.id, priority: 'high' }, [pdf]],
        [{ status: 'review', priority: 'high', theme_id: security.id }, [audit]],
        [{ assignee_id: member.user.id, status: 'backlog' }, [pdf]],
        [{ theme_id: security.id, status: 'in-progress' }, []],
      ]
      for (const [query, want] of expected) {
        // The query goes into what is compared, so a failure says which filter answered wrong.
        const answered = { query, ids: await ids(query) }
        expect(answered).toEqual({ query, ids: [...want].sort() })
        const byRule = all.filter((item) => summaryMatchesFilters(item, query))
        expect(answered).toEqual({ query, ids: byRule.map((item) => item.id).sort() })
      }
    },
  },
  {
    name: "a person's changes to a feature are kept, with history by name, and the new assignee is notified",
    async run(send) {
      const { admin, member } = await team(send, 'feature-update')
      const token = admin.tokens.access_token
      const theme = await createTheme(send, token, { name: 'Security' })
      const feature = await createFeature(send, token, { title: 'Audit log' })
      const updated = expectSuccess(
        'updateFeature',
        await call(send, 'updateFeature', {
          token,
          params: { id: feature.id },
          body: { status: 'in-progress', priority: 'high', theme_id: theme.id, assignee_id: member.user.id, full_description: 'Who did what.' },
        }),
      )
      expect(updated).toMatchObject({
        title: 'Audit log',
        status: 'in-progress',
        priority: 'high',
        theme_id: theme.id,
        full_description: 'Who did what.',
        assignee: { id: member.user.id, first_name: 'Linus', last_name: 'Pauling' },
      })
      const by = `${admin.user.first_name} ${admin.user.last_name}`
      expect(updated.history.map(({ kind, from, to, by: who }) => ({ kind, from, to, by: who }))).toEqual([
        { kind: 'status', from: 'backlog', to: 'in-progress', by },
        { kind: 'priority', from: 'low', to: 'high', by },
        { kind: 'theme', from: null, to: 'Security', by },
        { kind: 'assignee', from: null, to: 'Linus Pauling', by },
      ])
      const notifications = expectSuccess('listNotifications', await call(send, 'listNotifications', { token: member.tokens.access_token })).items
      expect(notifications).toEqual([
        expect.objectContaining({ kind: 'assigned', feature: { id: feature.id, title: 'Audit log' }, read: false, comment_id: null }),
      ])
      expect(expectSuccess('listNotifications', await call(send, 'listNotifications', { token }))).toEqual({ items: [], next_cursor: null })
      const read = await call(send, 'readNotification', { token: member.tokens.access_token, params: { id: notifications[0]!.id } })
      expect(expectSuccess('readNotification', read).read).toBe(true)
      expectError(404, await call(send, 'readNotification', { token, params: { id: notifications[0]!.id } }))

      const empty = await call(send, 'updateFeature', { token, params: { id: feature.id }, body: { title: '' } })
      expect(expectError(422, empty)).toBe('Enter a title for the feature.')
      const unassigned = await call(send, 'updateFeature', { token, params: { id: feature.id }, body: { theme_id: null, assignee_id: null } })
      expect(expectSuccess('updateFeature', unassigned)).toMatchObject({ theme_id: null, assignee: null, priority: 'high' })
    },
  },
  {
    name: 'merging moves a feature into another and unmerging brings it back',
    async run(send) {
      const { tokens } = await companyAdmin(send, 'merge')
      const token = tokens.access_token
      const source = await createFeature(send, token, { title: 'Export to PDF' })
      const target = await createFeature(send, token, { title: 'PDF reports' })
      const merged = expectSuccess(
        'mergeFeature',
        await call(send, 'mergeFeature', { token, params: { id: source.id }, body: { into_id: target.id } }),
      )
      expect(merged).toMatchObject({ id: target.id, merged_from: [{ id: source.id, title: 'Export to PDF' }], merged_into: null })
      expect(merged.history.at(-1)).toMatchObject({ kind: 'merge', from: 'Export to PDF', to: 'PDF reports' })
      const list = expectSuccess('listFeatures', await call(send, 'listFeatures', { token }))
      expect(list.items.map((item) => item.id)).toEqual([target.id])
      const gone = expectSuccess('getFeature', await call(send, 'getFeature', { token, params: { id: source.id } }))
      expect(gone.merged_into).toEqual({ id: target.id, title: 'PDF reports' })

      const self = await call(send, 'mergeFeature', { token, params: { id: target.id }, body: { into_id: target.id } })
      expect(expectError(409, self)).toBe(ErrorDetail.mergeIntoItself)
      const again = await call(send, 'mergeFeature', { token, params: { id: source.id }, body: { into_id: target.id } })
      expect(expectError(409, again)).toBe(ErrorDetail.featureAlreadyMerged)
      const missing = await call(send, 'mergeFeature', { token, params: { id: source.id }, body: { into_id: unknownId } })
      expect(expectError(404, missing)).toBe(ErrorDetail.featureNotFound)

      const back = expectSuccess('unmergeFeature', await call(send, 'unmergeFeature', { token, params: { id: source.id } }))
      expect(back).toMatchObject({ id: source.id, merged_into: null })
      expect(back.history.at(-1)).toMatchObject({ kind: 'merge', from: 'PDF reports', to: null })
      const after = expectSuccess('listFeatures', await call(send, 'listFeatures', { token }))
      expect(after.items.map((item) => item.id).sort()).toEqual([source.id, target.id].sort())
      const twice = await call(send, 'unmergeFeature', { token, params: { id: source.id } })
      expect(expectError(409, twice)).toBe(ErrorDetail.featureNotMerged)
    },
  },
  {
    name: 'links: unknown feedback answers 404 and so does unlinking feedback that is not linked',
    async run(send) {
      const { tokens } = await companyAdmin(send, 'links')
      const token = tokens.access_token
      const feature = await createFeature(send, token, { title: 'Zapier' })
      const link = await call(send, 'linkFeedback', { token, params: { id: feature.id }, body: { feedback_id: unknownId } })
      expect(expectError(404, link)).toBe(ErrorDetail.feedbackNotFound)
      const unlink = await call(send, 'unlinkFeedback', { token, params: { id: feature.id, feedback_id: unknownId } })
      expect(expectError(404, unlink)).toBe(ErrorDetail.feedbackNotLinked)
      const unclear = await call(send, 'unlinkFeedback', { token, params: { id: feature.id, feedback_id: unknownId }, query: { not_request: 'maybe' } })
      expect(expectError(422, unclear)).toBe('not_request must be true or false.')
      const invalid = await call(send, 'linkFeedback', { token, params: { id: feature.id }, body: { feedback_id: 'x' } })
      expect(expectError(422, invalid)).toBe('Choose the feedback to link (feedback_id).')
    },
  },
  {
    name: 'comments @mention members, notify them and the assignee, and only their author edits or deletes them',
    async run(send) {
      const { admin, member } = await team(send, 'comments')
      const adminToken = admin.tokens.access_token
      const memberToken = member.tokens.access_token
      const feature = await createFeature(send, adminToken, { title: 'Slack alerts', assignee_id: admin.user.id })
      const params = { id: feature.id }
      const comment = expectSuccess(
        'createComment',
        await call(send, 'createComment', { token: memberToken, params, body: { body: 'Looks close to what @Grace asked, right @nobody?' } }),
      )
      expect(comment).toMatchObject({
        feature_id: feature.id,
        author: { id: member.user.id, first_name: 'Linus', last_name: 'Pauling' },
        body: 'Looks close to what @Grace asked, right @nobody?',
        mentions: [{ id: admin.user.id, first_name: admin.user.first_name, last_name: admin.user.last_name }],
      })
      const inbox = expectSuccess('listNotifications', await call(send, 'listNotifications', { token: adminToken })).items
      expect(inbox.map(({ kind, comment_id }) => ({ kind, comment_id }))).toEqual([{ kind: 'mentioned', comment_id: comment.id }])

      const reply = expectSuccess(
        'createComment',
        await call(send, 'createComment', { token: adminToken, params, body: { body: `Thanks @${member.user.email}` } }),
      )
      expect(reply.mentions.map((person) => person.id)).toEqual([member.user.id])
      const memberInbox = expectSuccess('listNotifications', await call(send, 'listNotifications', { token: memberToken })).items
      expect(memberInbox.map((notification) => notification.kind)).toEqual(['mentioned'])

      const listed = expectSuccess('listComments', await call(send, 'listComments', { token: memberToken, params })).items
      expect(listed.map((item) => item.id)).toEqual([comment.id, reply.id])

      const foreignEdit = await call(send, 'updateComment', {
        token: adminToken,
        params: { id: feature.id, comment_id: comment.id },
        body: { body: 'Rewritten' },
      })
      expect(expectError(403, foreignEdit)).toBe(ErrorDetail.notOwnComment)
      const foreignDelete = await call(send, 'deleteComment', { token: adminToken, params: { id: feature.id, comment_id: comment.id } })
      expect(expectError(403, foreignDelete)).toBe(ErrorDetail.notOwnComment)
      const empty = await call(send, 'updateComment', { token: memberToken, params: { id: feature.id, comment_id: comment.id }, body: { body: ' ' } })
      expect(expectError(422, empty)).toBe('Write a comment first.')

      const edited = expectSuccess(
        'updateComment',
        await call(send, 'updateComment', { token: memberToken, params: { id: feature.id, comment_id: comment.id }, body: { body: 'Edited' } }),
      )
      expect(edited).toMatchObject({ id: comment.id, body: 'Edited', mentions: [] })
      expectSuccess('deleteComment', await call(send, 'deleteComment', { token: memberToken, params: { id: feature.id, comment_id: comment.id } }))
      expect(expectSuccess('listComments', await call(send, 'listComments', { token: adminToken, params })).items.map((item) => item.id)).toEqual([
        reply.id,
      ])
      const gone = await call(send, 'deleteComment', { token: memberToken, params: { id: feature.id, comment_id: comment.id } })
      expect(expectError(404, gone)).toBe(ErrorDetail.commentNotFound)
    },
  },
  {
    name: 'a comment tells the assignee even without a mention',
    async run(send) {
      const { admin, member } = await team(send, 'assignee-comment')
      const feature = await createFeature(send, admin.tokens.access_token, { title: 'Annotations', assignee_id: member.user.id })
      await call(send, 'createComment', { token: admin.tokens.access_token, params: { id: feature.id }, body: { body: 'Any news?' } })
      const inbox = expectSuccess('listNotifications', await call(send, 'listNotifications', { token: member.tokens.access_token })).items
      expect(inbox.map((notification) => notification.kind)).toEqual(['comment', 'assigned'])
    },
  },
  {
    name: 'themes are created, computed from their features, edited, and deleted without losing features',
    async run(send) {
      const { user, tokens } = await companyAdmin(send, 'themes')
      const token = tokens.access_token
      expect(expectSuccess('listThemes', await call(send, 'listThemes', { token }))).toEqual({ items: [], next_cursor: null })
      const empty = await call(send, 'createTheme', { token, body: { name: ' ' } })
      expect(expectError(422, empty)).toBe('Enter a name for the theme.')
      const suggestedStatus = await call(send, 'createTheme', { token, body: { name: 'X', status: 'suggested' as 'active' } })
      expect(expectError(422, suggestedStatus)).toBe('Status must be active, planning or archived.')
      const theme = await createTheme(send, token, { name: 'Integrations', description: 'Tools teams use.', tags: ['crm'] })
      expect(theme).toMatchObject({
        name: 'Integrations',
        description: 'Tools teams use.',
        color: 'blue',
        priority: 'medium',
        status: 'active',
        tags: ['crm'],
        feature_count: 0,
        total_mentions: 0,
        progress: 0,
        competitors: [],
        owner: { id: user.id, first_name: user.first_name, last_name: user.last_name },
      })
      const done = await createFeature(send, token, {
        title: 'Salesforce',
        theme_id: theme.id,
        status: 'completed',
        competitors: [{ name: 'Productboard', status: 'available' }],
      })
      const open = await createFeature(send, token, { title: 'HubSpot', theme_id: theme.id })
      await createFeature(send, token, { title: 'Zapier', theme_id: theme.id, competitors: [{ name: 'Airtable', status: 'beta' }] })
      const computed = expectSuccess('getTheme', await call(send, 'getTheme', { token, params: { id: theme.id } }))
      expect(computed).toMatchObject({ feature_count: 3, progress: 33, competitors: ['Airtable', 'Productboard'] })

      const edited = expectSuccess(
        'updateTheme',
        await call(send, 'updateTheme', { token, params: { id: theme.id }, body: { name: 'CRM', status: 'planning', owner_id: null } }),
      )
      expect(edited).toMatchObject({ name: 'CRM', status: 'planning', owner: null, feature_count: 3, progress: 33 })
      const stranger = await call(send, 'updateTheme', { token, params: { id: theme.id }, body: { owner_id: unknownId } })
      expect(expectError(404, stranger)).toBe(ErrorDetail.memberNotFound)
      const notSuggested = await call(send, 'acceptTheme', { token, params: { id: theme.id }, body: {} })
      expect(expectError(409, notSuggested)).toBe(ErrorDetail.themeNotSuggested)
      expectError(409, await call(send, 'dismissTheme', { token, params: { id: theme.id } }))

      const trend = expectSuccess('themeTrend', await call(send, 'themeTrend', { token, params: { id: theme.id } }))
      expectConsecutiveDays(trend.days)
      expect(trend.counts).toEqual(trend.days.map(() => 0))

      expectSuccess('deleteTheme', await call(send, 'deleteTheme', { token, params: { id: theme.id } }))
      expect(expectError(404, await call(send, 'getTheme', { token, params: { id: theme.id } }))).toBe(ErrorDetail.themeNotFound)
      const features = expectSuccess('listFeatures', await call(send, 'listFeatures', { token, query: { theme_id: 'none' } }))
      expect(features.items).toHaveLength(3)
      expect(expectSuccess('getFeature', await call(send, 'getFeature', { token, params: { id: done.id } })).theme_id).toBeNull()
      expect(expectSuccess('getFeature', await call(send, 'getFeature', { token, params: { id: open.id } })).theme_id).toBeNull()
    },
  },
  {
    name: 'the dashboard and the feature trend cover 90 days of a new company, where nothing is rising yet',
    async run(send) {
      const { tokens } = await companyAdmin(send, 'dashboard')
      const token = tokens.access_token
      expectError(401, await call(send, 'dashboard'))
      const theme = await createTheme(send, token, { name: 'Mobile' })
      await createTheme(send, token, { name: 'Old stuff', status: 'archived' })
      const feature = await createFeature(send, token, { title: 'iOS app', theme_id: theme.id })
      const dashboard = expectSuccess('dashboard', await call(send, 'dashboard', { token }))
      const zeros = dashboard.trends.days.map(() => 0)
      expect(dashboard).toEqual({
        total_requests: 0,
        active_themes: 1,
        requests_this_week: 0,
        trends: {
          days: dashboard.trends.days,
          themes: [{ id: theme.id, name: 'Mobile', counts: zeros }],
          features: [{ id: feature.id, title: 'iOS app', counts: zeros }],
        },
        rising: { features: [], themes: [] },
      })
      expectConsecutiveDays(dashboard.trends.days)
      const trend = expectSuccess('featureTrend', await call(send, 'featureTrend', { token, params: { id: feature.id } }))
      expect(trend).toEqual({ days: dashboard.trends.days, counts: zeros })
    },
  },
  {
    name: "another company's features, themes and comments answer 404",
    async run(send) {
      const owner = await companyAdmin(send, 'isolation-owner')
      const outsider = await companyAdmin(send, 'isolation-outsider')
      const theme = await createTheme(send, owner.tokens.access_token, { name: 'Private' })
      const feature = await createFeature(send, owner.tokens.access_token, { title: 'Private feature', theme_id: theme.id })
      const token = outsider.tokens.access_token
      expect(expectError(404, await call(send, 'getFeature', { token, params: { id: feature.id } }))).toBe(ErrorDetail.featureNotFound)
      expect(expectError(404, await call(send, 'getTheme', { token, params: { id: theme.id } }))).toBe(ErrorDetail.themeNotFound)
      expectError(404, await call(send, 'listComments', { token, params: { id: feature.id } }))
      const foreignTheme = await call(send, 'createFeature', { token, body: { title: 'Mine', theme_id: theme.id } })
      expect(expectError(404, foreignTheme)).toBe(ErrorDetail.themeNotFound)
      const foreignAssignee = await call(send, 'createFeature', { token, body: { title: 'Mine', assignee_id: owner.user.id } })
      expect(expectError(404, foreignAssignee)).toBe(ErrorDetail.memberNotFound)
      expect(expectSuccess('listFeatures', await call(send, 'listFeatures', { token })).items).toEqual([])
      expect(expectSuccess('listThemes', await call(send, 'listThemes', { token }))).toEqual({ items: [], next_cursor: null })
    },
  },
]
