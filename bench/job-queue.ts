import { openDatabase } from '../server/db/client'
import { createJobQueue } from '../server/jobs/queue'
import { testConfig } from '../server/testing/test-app'

/**
 * The job queue's throughput on the embedded database (an in-memory PGlite, migrated): N jobs sent one after another,
 * then run by one worker with a no-op handler. `npx tsx bench/job-queue.ts [N]`.
 *
 * Baseline, in the same database first: the least a queue in a table can do per job, one statement each to store it
 * and one to claim it (INSERT a row; DELETE the oldest ... RETURNING it), with nothing of pg-boss's bookkeeping. The
 * ratio is the queue's time per sent-and-run job against that.
 */
const count = Number(process.argv[2] ?? 200)
const database = await openDatabase(testConfig(), { inMemory: true })
await database.migrate()
await database.executeSql('create temporary table bench_baseline (id serial primary key, data jsonb not null)')
let started = performance.now()
for (let index = 0; index < count; index++) {
  await database.executeSql('insert into bench_baseline (data) values ($1)', [JSON.stringify({ index })])
}
for (let index = 0; index < count; index++) {
  await database.executeSql(
    'delete from bench_baseline where id = (select id from bench_baseline order by id limit 1 for update skip locked) returning data',
    [],
  )
}
const baselineMs = performance.now() - started

const jobs = createJobQueue(database, { error: console.error, warn: console.warn }, { pollIntervalMs: 1000 })
let done = 0
let allDone!: () => void
const finished = new Promise<void>((resolve) => (allDone = resolve))
jobs.define('bench', { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireSeconds: 60 })
jobs.work('bench', async () => {
  done += 1
  if (done === count) allDone()
})
started = performance.now()
await jobs.start()
const startMs = performance.now() - started
started = performance.now()
for (let index = 0; index < count; index++) await jobs.send('bench', { index }, { singletonKey: `key-${index}` })
const sendMs = performance.now() - started
await finished
const allMs = performance.now() - started
await jobs.stop()
await database.close()
console.log(
  JSON.stringify({
    jobs: count,
    startMs: Math.round(startMs),
    sendPerSecond: Math.round((count / sendMs) * 1000),
    sentAndRunPerSecond: Math.round((count / allMs) * 1000),
    baselineStoredAndClaimedPerSecond: Math.round((count / baselineMs) * 1000),
    ratioToBaseline: Number((allMs / baselineMs).toFixed(1)),
  }),
)
