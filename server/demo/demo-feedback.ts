import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import { companies } from '../db/schema'
import { importSlackExport } from '../integrations/slack/export-import'
import type { DemoContext } from './demo-context'

/*
 * The demo workspace's customer feedback: Headway's own labelled examples (server/ai/data), written as what Acme
 * Analytics' customers say in its shared Slack channels. They arrive the way a real team's history does, as a Slack
 * workspace export through the importer, so the demo has a Slack source and its messages are stored like any others.
 * The export is keyed by a fixed team id and every message's ts is fixed relative to the day the demo company was
 * created: seeding again at every start stores nothing twice.
 */

interface Example {
  text: string
  label: 'feature_request' | 'bug' | 'question' | 'praise' | 'other'
}

const TEAM_ID = 'TACMEDEMO'
const DAY_MS = 24 * 60 * 60 * 1000
/** The feedback spans the 90 days before the demo company was created. */
const SPAN_DAYS = 90

const channels = [
  { id: 'CDEMOFEEDBACK', name: 'customer-feedback', purpose: 'Requests and ideas from our customers' },
  { id: 'CDEMOSUPPORT', name: 'support-escalations', purpose: 'Problems customers need help with' },
  { id: 'CDEMOSALES', name: 'sales-requests', purpose: 'What prospects ask for during deals' },
] as const

/** Customers in the shared channels: their email domain names their company. */
const customers = [
  ['Maya Chen', 'Head of Data', 'northwind.com'],
  ['Leo Fischer', 'Operations Manager', 'globex.io'],
  ['Aisha Bello', 'VP Finance', 'initech.com'],
  ['Tom Hughes', 'IT Director', 'umbrellahealth.com'],
  ['Sofia Rossi', 'Growth Lead', 'brightcart.co'],
  ['Daniel Kim', 'Data Analyst', 'stark-logistics.com'],
  ['Grace Okafor', 'Customer Success Lead', 'vandelay.com'],
  ['Lucas Martin', 'CTO', 'piedpiper.net'],
  ['Hannah Weber', 'Product Manager', 'soylentfoods.com'],
  ['Omar Haddad', 'Security Engineer', 'cyberdyne.ai'],
  ['Emma Larsen', 'Marketing Director', 'hooli.com'],
  ['Raj Patel', 'BI Developer', 'tyrellcorp.com'],
] as const

const examplesFile = new URL('../ai/data/feedback-examples.jsonl', import.meta.url)

function readExamples(): Example[] {
  return readFileSync(examplesFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Example)
}

function channelFor(example: Example, index: number) {
  if (example.label === 'bug' || example.label === 'question') return channels[1]
  if (example.label === 'feature_request' && index % 3 === 0) return channels[2]
  return channels[0]
}

/**
 * How many days before the anchor a message was posted: spread over the whole span, with a third of the messages in
 * the last two weeks so the trends rise towards today.
 */
function daysAgo(index: number): number {
  return index % 3 === 0 ? (index * 7) % 14 : (index * 37) % SPAN_DAYS
}

/** The demo's Slack workspace export, posted up to `anchor`. */
export function demoSlackExport(anchor: Date): Uint8Array {
  const users = customers.map(([name, title, domain], i) => ({
    id: `UDEMO${String(i + 1).padStart(2, '0')}`,
    team_id: TEAM_ID,
    name: name.toLowerCase().replace(' ', '.'),
    real_name: name,
    profile: { real_name: name, title, email: `${name.split(' ')[0]!.toLowerCase()}@${domain}` },
  }))
  const days = new Map<string, { type: 'message'; user: string; text: string; ts: string }[]>()
  readExamples().forEach((example, index) => {
    const channel = channelFor(example, index)
    // Distinct seconds within the day keep every ts unique and in file order.
    const posted = new Date(anchor.getTime() - daysAgo(index) * DAY_MS - (index + 1) * 61_000)
    const file = `${channel.name}/${posted.toISOString().slice(0, 10)}.json`
    const messages = days.get(file) ?? []
    messages.push({
      type: 'message',
      user: users[(index * 5) % users.length]!.id,
      text: example.text,
      ts: `${Math.floor(posted.getTime() / 1000)}.000100`,
    })
    days.set(file, messages)
  })
  const files: Record<string, Uint8Array> = {
    'channels.json': strToU8(
      JSON.stringify(
        channels.map((channel) => ({
          id: channel.id,
          name: channel.name,
          purpose: { value: channel.purpose },
          topic: { value: '' },
          members: users.map((user) => user.id),
        })),
      ),
    ),
    'users.json': strToU8(JSON.stringify(users)),
  }
  for (const [file, messages] of days) {
    files[file] = strToU8(JSON.stringify(messages.sort((a, b) => Number(a.ts) - Number(b.ts))))
  }
  return zipSync(files)
}

/** A demo content seeder: imports the demo export into the demo company. */
export async function seedDemoFeedback({ db, companyId }: DemoContext): Promise<void> {
  const [company] = await db.select({ createdAt: companies.createdAt }).from(companies).where(eq(companies.id, companyId))
  if (!company) throw new Error('The demo company vanished while seeding.')
  const folder = await mkdtemp(path.join(tmpdir(), 'headway-demo-'))
  try {
    const file = path.join(folder, 'acme-analytics.zip')
    await writeFile(file, demoSlackExport(company.createdAt))
    await importSlackExport(db, companyId, file, {
      teamName: 'Acme Analytics',
      teamDomain: 'acme-analytics',
    })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
