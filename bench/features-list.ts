/**
 * `npx tsx bench/features-list.ts`: GET /api/v1/features (first page of 50, ranked by score, with mention counts) on a
 * company of 100,000 pieces of feedback linked to 5,000 features, against a hello-world Fastify route measured in the
 * same run, with the harness of bench/http-load.ts (PGlite, or DATABASE_URL when set; no workers). The data goes in
 * with a few set-based INSERT ... SELECT statements. Lists are answered from the response cache while the backlog is
 * unchanged, so a second run has a person change a feature's priority 10 times a second: each change makes the next
 * list a miss.
 * Goals: >= 30% of the hello-world requests per second, p99 <= 25 ms.
 */
import type { FeatureList } from '../api/schemas/features'
import { FEATURES, FEEDBACK, seedBacklog } from './backlog-seed'
import { benchAccount, printLoadTable, withLoadBench } from './http-load'

const RATIO_GOAL = 0.3
const P99_GOAL_MS = 25

const EDIT_INTERVAL_MS = 100

/** Changes the top feature's priority every `intervalMs` through the API, as a person would, until stopped. */
function editFeatureEvery(intervalMs: number, appUrl: string, accessToken: string) {
  let edits = 0
  const stop = new AbortController()
  const done = (async () => {
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
    const page = (await (await fetch(`${appUrl}/api/v1/features?limit=1`, { headers })).json()) as FeatureList
    const id = page.items[0]!.id
    while (!stop.signal.aborted) {
      const priority = edits % 2 === 0 ? 'low' : 'high'
      const answer = await fetch(`${appUrl}/api/v1/features/${id}`, { method: 'PUT', headers, body: JSON.stringify({ priority }) })
      if (!answer.ok) throw new Error(`The edit failed with ${answer.status}: ${await answer.text()}`)
      edits += 1
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  })()
  return {
    async stop() {
      stop.abort()
      await done
      return edits
    },
  }
}

const env = { HEADWAY_WORKERS: '0', ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }) }
await withLoadBench('features', env, async ({ app, database, appUrl, helloUrl, run }) => {
  const { user, accessToken } = await benchAccount(app)
  const seedMs = await seedBacklog(database.db, user.company_id)
  const helloFirst = await run('GET /hello (baseline, first run)', { url: `${helloUrl}/hello` })
  const listRun = await run('GET /api/v1/features (50 of 5,000)', {
    url: `${appUrl}/api/v1/features`,
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const editing = editFeatureEvery(EDIT_INTERVAL_MS, appUrl, accessToken)
  const listWhileEditing = await run('GET /api/v1/features, 10 edits/s', {
    url: `${appUrl}/api/v1/features`,
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const edits = await editing.stop()
  const helloLast = await run('GET /hello (baseline, last run)', { url: `${helloUrl}/hello` })

  const baseline = printLoadTable(
    `Feature list, ${FEATURES} features and ${FEEDBACK} mentions in one company (seeded in ${(seedMs / 1000).toFixed(1)} s), ` +
      `{seconds} s each, {connections} connections, one process (${database.kind})`,
    [helloFirst, listRun, listWhileEditing, helloLast],
  )
  console.log(`Edits during the second list run: ${edits} (each one changes the backlog, so the next list is computed)`)
  const ratio = listRun[1].requests.average / baseline
  const p99 = listRun[1].latency.p99
  console.log(
    `Goals: >= ${RATIO_GOAL * 100}% of the hello-world req/s: ${(100 * ratio).toFixed(1)}% (${ratio >= RATIO_GOAL ? 'met' : 'NOT met'}); ` +
      `p99 <= ${P99_GOAL_MS} ms: ${p99.toFixed(1)} ms (${p99 <= P99_GOAL_MS ? 'met' : 'NOT met'})`,
  )
})
