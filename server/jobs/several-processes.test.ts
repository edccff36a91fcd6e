import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  connectSlack,
  databaseProbe,
  featureSet,
  generatedWorkspace,
  type Layout,
  listFeatures,
  type Owner,
  type Progress,
  registerOwner,
  startLayout,
  waitFor,
} from '../../scripts/headway-layout'
import { type FakeSlack, startFakeSlack } from '../testing/fake-slack'
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database'
import { SLACK_SYNC_JOB } from '../integrations/slack/sync'

const serverUrl = process.env.HEADWAY_TEST_DATABASE_URL
/** Each test starts real processes and waits for a backfill and its analysis: well under this on a loaded machine. */
const TEST_TIMEOUT_MS = 110_000

/**
 * The several-process layout (README, "Several processes"), with real `npm start` processes on one PostgreSQL
 * database: PostgreSQL only (the embedded database has one process by construction, server/db/data-dir-lock.ts).
 */
describe.runIf(serverUrl)('several processes on one PostgreSQL database', () => {
  const TOKEN = 'xoxp-layout'
  const MESSAGES = 2000
  const workspace = generatedWorkspace(TOKEN, MESSAGES, 4)
  let fakeSlack: FakeSlack
  const cleanups: Array<() => Promise<void>> = []

  beforeAll(async () => {
    fakeSlack = await startFakeSlack([workspace])
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    await fakeSlack?.close()
  })

  /** A scratch database and a layout on it, both removed after the tests. */
  async function layoutOn(api: number, workers: number) {
    const scratch: ScratchDatabase = await createScratchDatabase(serverUrl ?? '', 'headway_layout')
    cleanups.push(() => scratch.drop())
    const probe = databaseProbe(scratch.url)
    cleanups.push(() => probe.close())
    const layout: Layout = await startLayout({
      databaseUrl: scratch.url,
      api,
      workers,
      spawn,
      env: { HEADWAY_SLACK_API_URL: fakeSlack.url, HEADWAY_SLACK_BACKFILL_DAYS: '3650', HEADWAY_ANALYSIS_THREADS: '1' },
    })
    cleanups.push(() => layout.stop())
    return { layout, probe }
  }

  type Probe = ReturnType<typeof databaseProbe>
  /** Waits until every message is stored and analysed and no job is left (the periodic checks aside). */
  async function finished(probe: Probe, owner: Owner, timeoutMs: number): Promise<Progress> {
    let last: Progress | undefined
    return waitFor(
      async () => {
        last = await probe.progress(owner.companyId)
        return last.stored === MESSAGES && last.analysed + last.setAside === MESSAGES && last.jobsPending === 0 && !last.consolidating
          ? last
          : undefined
      },
      timeoutMs,
      () => `progress ${JSON.stringify(last)}`,
    )
  }

  let singleProcessFeatures: string[] = []
  /** Each feature of the single process's run with its messages (probe.grouping). */
  let singleProcessGrouping: string[] = []
  /** The mentions of a feature set ("Title (3)" each): every request linked once. */
  const mentionsIn = (features: string[]) => features.reduce((total, feature) => total + Number(/\((\d+)\)$/.exec(feature)?.[1] ?? 0), 0)
  /** What each list has that the other has not. */

  it('one process (the reference): backfill and analysis of the generated workspace', async () => {
    const { layout, probe } = await layoutOn(0, 1)
    const [server] = layout.workers
    if (!server) throw new Error('no process')
    const owner = await registerOwner(server.url)
    await connectSlack(server.url, owner, workspace)
    expect(await finished(probe, owner, 80_000)).toMatchObject({ stored: MESSAGES, distinct: MESSAGES, setAside: 0 })
    singleProcessFeatures = featureSet((await listFeatures(server.url, owner)).items)
    singleProcessGrouping = await probe.grouping(owner.companyId)
    expect(singleProcessFeatures.length).toBeGreaterThan(10)
  }, TEST_TIMEOUT_MS)

  it('2 API and 2 worker processes: each message stored and analysed once, the features of one process, no job run twice at once', async () => {
    const { layout, probe } = await layoutOn(2, 2)
    const [first, second] = layout.api
    if (!first || !second) throw new Error('no API process')
    const owner = await registerOwner(first.url)
    await connectSlack(second.url, owner, workspace)

    // A client lists the features through both API processes, one after the other, all along the work.
    const work = { done: false }
    let lists = 0
    const listing = (async () => {
      while (!work.done) {
        await listFeatures(lists % 2 === 0 ? first.url : second.url, owner)
        lists += 1
      }
    })()
    try {
      expect(await finished(probe, owner, 80_000)).toMatchObject({ stored: MESSAGES, distinct: MESSAGES, setAside: 0 })
    } finally {
      work.done = true
      await listing
    }
    expect(lists).toBeGreaterThan(2)

    // Both API processes come to show the workers' result (their caches follow the database's notices): the features
    // of the single process's run, each with the same mentions (analysis follows the messages' canonical order,
    // whatever order the two workers stored and analysed them in).
    const seen: string[][] = []
    await waitFor(
      async () => {
        seen.length = 0
        for (const server of layout.api) seen.push(featureSet((await listFeatures(server.url, owner)).items))
        return seen.every((features) => features.join('\n') === seen[0]?.join('\n')) &&
          mentionsIn(seen[0] ?? []) === mentionsIn(singleProcessFeatures)
          ? true
          : undefined
      },
      15_000,
      () => `API processes list ${seen.map((features) => `${features.length} features, ${mentionsIn(features)} mentions`).join(' and ')}`,
    )
    expect(await probe.grouping(owner.companyId)).toEqual(singleProcessGrouping)

    const { runs, overlaps } = await probe.overlappingRuns()
    expect(runs).toBeGreaterThan(5)
    expect(overlaps).toEqual([])
  }, TEST_TIMEOUT_MS)

  it('a worker process killed (kill -9) in the middle of a backfill: the other worker finishes it, nothing lost or doubled, the same features', async () => {
    const { layout, probe } = await layoutOn(1, 1)
    const [api] = layout.api
    const [doomed] = layout.workers
    if (!api || !doomed) throw new Error('no process')
    const owner = await registerOwner(api.url)
    // The only worker stores 2 pages of history, then waits on the 3rd: it is in the middle of the sync job.
    const held = fakeSlack.hold('conversations.history', 2)
    await connectSlack(api.url, owner, workspace)
    await held.reached
    const before = await probe.progress(owner.companyId)
    expect(before.stored).toBeLessThan(MESSAGES)

    const survivor = await layout.addWorker()
    await doomed.kill()
    held.release()

    expect(await finished(probe, owner, 80_000)).toMatchObject({ stored: MESSAGES, distinct: MESSAGES, setAside: 0 })
    expect(await probe.runsOf(SLACK_SYNC_JOB)).toMatchObject({ lost: 1 })
    expect((await probe.overlappingRuns()).overlaps).toEqual([])
    expect(mentionsIn(featureSet((await listFeatures(survivor.url, owner)).items))).toBe(mentionsIn(singleProcessFeatures))
    expect(await probe.grouping(owner.companyId)).toEqual(singleProcessGrouping)
  }, TEST_TIMEOUT_MS)
})
