/**
 * `npx tsx bench/ai-pipeline.ts`: the whole local feedback pipeline (normalise → classify → extract → match →
 * themes) on 50,000 generated messages (bench/feedback-generator.ts: Headway's examples and request templates in
 * Slack and email wrappers; deterministic), the way the pipeline job runs it: batches of 1,000, the features found so
 * far passed back in as existing features (with up to 20 mention texts each).
 *
 * Prints messages per second (wall clock on the one JavaScript thread, and per CPU-second) and peak memory (RSS),
 * next to a baseline measured in the same run: normalising the same messages only. Goal: >= 2,000 messages/s.
 * BENCH_MESSAGES and BENCH_BATCH override the sizes.
 */
import { performance } from 'node:perf_hooks'
import { normalise } from '../server/ai/normalise'
import { analyseFeedback } from '../server/ai/pipeline'
import { LocalProvider } from '../server/ai/providers/local'
import { featureTitle } from '../server/ai/title'
import type { ExistingFeature } from '../server/ai/types'
import { generateMessages } from './feedback-generator'

const total = Number(process.env.BENCH_MESSAGES ?? 50_000)
const batchSize = Number(process.env.BENCH_BATCH ?? 1_000)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const peakRss = () => process.resourceUsage().maxRSS * 1024

const generated = performance.now()
const messages = generateMessages(total, 1)
console.log(`Generated ${messages.length} messages in ${((performance.now() - generated) / 1000).toFixed(1)} s; RSS ${mb(process.memoryUsage().rss)}`)

function timed<T>(run: () => T): { result: T; seconds: number; cpuSeconds: number } {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const result = run()
  const used = process.cpuUsage(cpu)
  return { result, seconds: (performance.now() - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }
}

// Baseline: normalising the same messages only.
let characters = 0
const baseline = timed(() => {
  for (const message of messages) characters += normalise(message.text).length
})
const baselineRss = peakRss()

// The whole pipeline, batch after batch, features carried over.
const provider = new LocalProvider()
provider.classifySync([{ text: 'warm up' }]) // loads the model files before timing
featureTitle('warm up') // and the part-of-speech tagger of new features' titles
const features = new Map<string, ExistingFeature & { mentionTexts: string[] }>()
let mentions = 0
let suggested = 0
let matchedExisting = 0
const cpu = process.cpuUsage()
const start = performance.now()
for (let offset = 0; offset < messages.length; offset += batchSize) {
  const batch = messages.slice(offset, offset + batchSize)
  const result = await analyseFeedback(batch, { features: [...features.values()], themes: [] }, provider)
  mentions += result.mentions.length
  matchedExisting += result.matches.length
  suggested += result.suggestedThemes.length
  for (const created of result.featuresToCreate) {
    features.set(created.key, { id: created.key, title: created.title, description: created.description, mentionTexts: [] })
  }
  for (const mention of result.mentions) {
    const id = mention.feature.kind === 'existing' ? mention.feature.id : mention.feature.key
    const feature = features.get(id)
    if (feature && feature.mentionTexts.length < 20) feature.mentionTexts.push(mention.quote)
  }
}
const seconds = (performance.now() - start) / 1000
const used = process.cpuUsage(cpu)
const cpuSeconds = (used.user + used.system) / 1e6
const rate = messages.length / seconds

console.log()
console.log(`Local AI pipeline, ${messages.length} messages in batches of ${batchSize} (existing features carried over)`)
console.log(`  pipeline:   ${rate.toFixed(0)} messages/s wall (${seconds.toFixed(1)} s), ${(messages.length / cpuSeconds).toFixed(0)} per CPU-second (${cpuSeconds.toFixed(1)} CPU-s)   (goal >= 2,000/s: ${rate >= 2000 ? 'met' : 'NOT met'})`)
console.log(`  baseline:   ${(messages.length / baseline.seconds).toFixed(0)} messages/s normalising only (${baseline.seconds.toFixed(2)} s)`)
console.log(`  ratio:      the whole pipeline takes ${(seconds / baseline.seconds).toFixed(0)}x the time of normalising alone`)
console.log(`  peak RSS:   ${mb(peakRss())} (after the baseline: ${mb(baselineRss)})`)
console.log(`  decisions:  ${mentions} mentions, ${features.size} features, ${matchedExisting} matched to features of earlier batches, ${suggested} theme suggestions`)
console.log('  (JavaScript runs on one thread; the CPU-second figure includes the garbage collector\'s helper threads.)')
