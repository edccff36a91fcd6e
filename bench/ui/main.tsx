/**
 * The page bench/ui-channel-picker.ts drives in Chromium: it mounts the measured components and their plain-DOM
 * baselines on request and reports, from inside the page, how long each took to reach the screen.
 */
import { useState, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import '../../src/theme/styles.css'
import { ChannelPicker, type SlackChannel } from '../../src/components/ChannelPicker'
import { FeatureList } from '../../src/components/FeatureList'
import { featureStatusStyles, priorityStyles } from '../../api/status-labels'

export interface Timing {
  /** From the render call to the end of React's synchronous commit. */
  commitMs: number
  /** From the render call to the first moment after the next paint. */
  paintMs: number
}

const host = document.getElementById('root')!
let root: Root | undefined

/** Resolves just after the next frame is painted: a task queued from requestAnimationFrame runs after the paint. */
function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(null)
    }),
  )
}

function unmount(): void {
  root?.unmount()
  root = undefined
  host.replaceChildren()
}

async function timeMount(element: ReactElement): Promise<Timing> {
  unmount()
  await afterPaint()
  root = createRoot(host)
  const started = performance.now()
  flushSync(() => root!.render(element))
  const committed = performance.now()
  const painted = await afterPaint()
  return { commitMs: committed - started, paintMs: painted - started }
}

function channels(count: number): SlackChannel[] {
  const areas = ['feedback', 'support', 'sales', 'eng', 'design', 'ops', 'marketing', 'success']
  return Array.from({ length: count }, (_, i) => ({
    id: `C${i}`,
    name: `${areas[i % areas.length]}-${i}`,
    purpose: `Conversations about ${areas[i % areas.length]}, group ${Math.floor(i / 8)}`,
    topic: i % 3 === 0 ? `Weekly sync ${i % 5}` : '',
    is_private: i % 9 === 0,
    member_count: (i * 37) % 500,
  }))
}

const statuses = Object.values(featureStatusStyles)
const priorities = Object.values(priorityStyles)
function features(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `F${i}`,
    title: `Feature request number ${i}: export reports to CSV`,
    status: statuses[i % statuses.length]!,
    priority: priorities[i % priorities.length]!,
    totalMentions: (i * 7) % 90,
    slackMentions: (i * 5) % 60,
    emailMentions: (i * 2) % 30,
    assignee: i % 4 === 0 ? null : 'Sam Lee',
  }))
}

/** Keystroke-to-paint samples: from the keydown's timestamp to just after the frame that shows its effect. */
const samples: number[] = []
function recordKeystrokes(input: HTMLInputElement): void {
  input.addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp
      void afterPaint().then((painted) => samples.push(painted - pressed))
    },
    { capture: true },
  )
}

function BareInput() {
  const [value, setValue] = useState('')
  return <input aria-label="Bare input" value={value} onChange={(event) => setValue(event.target.value)} />
}

const bench = {
  samples,
  async channelPicker(count: number): Promise<Timing> {
    const list = channels(count)
    return timeMount(<ChannelPicker channels={list} teamName="Bench" />)
  },
  async plainDivs(count: number): Promise<Timing> {
    const list = channels(count)
    return timeMount(
      <div>
        {list.map((c) => (
          <div key={c.id}>#{c.name}</div>
        ))}
      </div>,
    )
  },
  async featureList(count: number): Promise<Timing> {
    return timeMount(<FeatureList features={features(count)} currentId="F3" />)
  },
  async featureDivs(count: number): Promise<Timing> {
    const list = features(count)
    return timeMount(
      <ul>
        {list.map((f) => (
          <li key={f.id}>
            <div>{f.title}</div>
          </li>
        ))}
      </ul>,
    )
  },
  /** Mounts the picker (or the bare input) and starts recording keystrokes typed into its search box. */
  async typingTarget(kind: 'picker' | 'bare', count: number): Promise<void> {
    await timeMount(kind === 'picker' ? <ChannelPicker channels={channels(count)} /> : <BareInput />)
    samples.length = 0
    const input = host.querySelector('input')!
    recordKeystrokes(input)
    input.focus()
  },
  visibleRows(): number {
    return host.querySelectorAll('li').length
  },
}

declare global {
  interface Window {
    bench: typeof bench
  }
}
window.bench = bench
