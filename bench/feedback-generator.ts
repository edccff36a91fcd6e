/**
 * Deterministic realistic feedback for benchmarks and throughput checks: Slack messages and emails built from
 * Headway's own examples (server/ai/data/feedback-examples.jsonl) and request templates, wrapped in Slack markup
 * (mentions, channels, links, emoji), email greetings, quoted replies and signatures. Same count and seed, same
 * messages.
 */
import { readFileSync } from 'node:fs'
import { seededRandom } from '../server/ai/text'
import type { FeedbackItem, FeedbackLabel } from '../server/ai/types'

interface Example {
  text: string
  label: FeedbackLabel
  title?: string
}

const EXAMPLES: Example[] = readFileSync(new URL('../server/ai/data/feedback-examples.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Example)

const VERBS = /^(?:export|schedule|restrict|archive|assign|duplicate|pin|filter|lock|merge|move|compare|set|create|import|search|snooze|restore|include|reorder|hide|mention|color-code|favourite|print|group|remind|comment|bulk|sync)\b/i

const VERB_TEMPLATES = [
  'Would love to be able to {x}.',
  'Can we {x}?',
  'It would be great if we could {x}.',
  'Is there any way to {x}? If not, please consider it!',
  'Please let us {x}',
  'I wish I could {x}, it would save us hours every week.',
  'hey, any chance we could {x} soon?',
  'We really need to be able to {x} before our renewal next month.',
]
const NOUN_TEMPLATES = [
  'Can you add {x}?',
  'Please add {x}',
  '{X} would be awesome.',
  'Any chance of {x}?',
  'We really need {x}, it is blocking our rollout.',
  'Feature request: {x}',
  '+1 for {x}, our team keeps asking.',
  'Is {x} on the roadmap?',
  'Would love {x}!',
]
const FIRST = ['Jane', 'Omar', 'Li', 'Sofia', 'Marek', 'Aisha', 'Tom', 'Priya', 'Lucas', 'Mei', 'Noah', 'Fatima', 'Ivan', 'Chloe', 'Kwame', 'Elena', 'Raj', 'Hannah', 'Diego', 'Yuki']
const LAST = ['Doe', 'Haddad', 'Wei', 'Rossi', 'Nowak', 'Khan', 'Berg', 'Patel', 'Silva', 'Chen', 'Smith', 'Ali', 'Petrov', 'Martin', 'Mensah', 'Garcia', 'Iyer', 'Schmidt', 'Lopez', 'Sato']
const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const
const EMOJI = [':pray:', ':+1:', ':rocket:', ':sweat_smile:', ':fire:', ':eyes:']

export interface GeneratedMessage extends FeedbackItem {
  /** The label of the example it was built from. */
  expectedLabel: FeedbackLabel
  companySize: (typeof COMPANY_SIZES)[number]
}

export function generateMessages(count: number, seed = 1): GeneratedMessage[] {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const byLabel = new Map<FeedbackLabel, Example[]>()
  for (const example of EXAMPLES) byLabel.set(example.label, [...(byLabel.get(example.label) ?? []), example])
  const requests = byLabel.get('feature_request') ?? []
  const people = Array.from({ length: 400 }, (_, i) => ({
    id: `U${(100000 + i * 7919).toString(36).toUpperCase().padStart(8, '0')}`,
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    company: `c${i % 120}`,
  }))
  const sizes = new Map(Array.from({ length: 120 }, (_, i) => [`c${i}`, COMPANY_SIZES[(i * 7) % COMPANY_SIZES.length] as (typeof COMPANY_SIZES)[number]]))
  const start = Date.parse('2026-05-01T00:00:00Z')
  const messages: GeneratedMessage[] = []
  for (let i = 0; i < count; i++) {
    const roll = random()
    const label: FeedbackLabel = roll < 0.35 ? 'feature_request' : roll < 0.55 ? 'bug' : roll < 0.75 ? 'question' : roll < 0.85 ? 'praise' : 'other'
    let body: string
    if (label === 'feature_request' && random() < 0.7) {
      const example = pick(requests)
      const title = example.title ?? example.text
      const lower = /^.\p{Lu}/u.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1)
      const template = VERBS.test(title) ? pick(VERB_TEMPLATES) : pick(NOUN_TEMPLATES)
      body = template.replace('{x}', lower).replace('{X}', title)
    } else body = pick(byLabel.get(label) ?? requests).text
    const person = pick(people)
    const source = random() < 0.75 ? 'slack' : 'email'
    let text = body
    if (source === 'slack') {
      if (random() < 0.3) text = `<@${pick(people).id}> ${text}`
      if (random() < 0.2) text = `${text} ${pick(EMOJI)}`
      if (random() < 0.1) text = `${text} (see <https://app.example.com/d/${i}|this dashboard>)`
      if (random() < 0.1) text = `${text} cc <#C0${i % 50}ABC|customer-feedback>`
      if (random() < 0.08) text = `&gt; earlier message in the thread\n${text}`
    } else {
      const [first] = person.name.split(' ')
      text = `Hi team,\n\n${text}\n\nBest,\n${first}\n${person.name} | Head of Ops`
      if (random() < 0.3) text += `\n\nOn Tue, 3 Jun 2026 at 10:02, Support <support@example.com> wrote:\n> Thanks for reaching out!\n> Anything else?`
      if (random() < 0.2) text += '\n\nSent from my iPhone'
    }
    messages.push({
      id: `m${i}`,
      text,
      author: { id: person.id, name: person.name, email: `${person.name.toLowerCase().replace(' ', '.')}@${person.company}.example.com` },
      companyId: person.company,
      companySize: sizes.get(person.company) ?? '1-10',
      createdAt: new Date(start + Math.floor(random() * 180 * 86_400_000)).toISOString(),
      source,
      expectedLabel: label,
    })
  }
  return messages
}
