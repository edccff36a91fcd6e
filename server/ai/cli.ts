/**
 * `headway ai <classify|extract|cluster|dedupe> --in FILE.jsonl --out FILE.jsonl`: the pipeline's stages on a JSONL
 * file of `{id, text}` records, with the same code the server runs.
 *
 *   classify  → {id, label, confidence}
 *   extract   → {id, title, request}           (every record is treated as a request)
 *   cluster   → {id, cluster_id, cluster_name}  (--k N for a fixed number of clusters; default: by similarity)
 *   dedupe    → {id, duplicate_of, similarity}  (the most similar earlier record; duplicate_of is its id when the
 *                                                similarity reaches the match threshold, else null)
 *
 * Options: --provider local|openai (default HEADWAY_AI_PROVIDER), --threshold X (cluster and dedupe), --k N (cluster),
 * --out - for stdout. Texts are normalised first (Slack markup, quotes, signatures), their first ANALYSED_TEXT_MAX_CHARS
 * characters only.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { analysedText } from './analysed-text'
import { clusterVectors } from './cluster'
import { thresholdsFor } from './pipeline'
import type { AiInput, AiProvider } from './provider'
import { newFeatureTitle } from './title'
import { dot, normalised, type TextVector } from './vectors'

export const AI_COMMANDS = ['classify', 'extract', 'cluster', 'dedupe'] as const
export type AiCommand = (typeof AI_COMMANDS)[number]

export interface JsonlRecord {
  id: string | number
  text: string
}

export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
}

export class CliUsageError extends Error {
  override name = 'CliUsageError'
}

export const AI_USAGE = `Usage: headway ai <classify|extract|cluster|dedupe> --in FILE.jsonl --out FILE.jsonl
  [--provider local|openai] [--k N] [--threshold X]
Records in: {"id": ..., "text": "..."} one per line.`

export interface AiCliArguments {
  command: AiCommand
  input: string
  output: string
  provider?: 'local' | 'openai'
  k?: number
  threshold?: number
}

export function parseAiArguments(args: readonly string[]): AiCliArguments {
  const [command, ...rest] = args
  if (!command || !(AI_COMMANDS as readonly string[]).includes(command)) {
    throw new CliUsageError(`${command ? `Unknown command "${command}". ` : ''}${AI_USAGE}`)
  }
  const flags = new Map<string, string>()
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i] as string
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(flag)
    if (!match) throw new CliUsageError(`Unexpected argument "${flag}". ${AI_USAGE}`)
    const value = match[2] ?? rest[++i]
    if (value === undefined) throw new CliUsageError(`--${match[1]} needs a value. ${AI_USAGE}`)
    flags.set(match[1] as string, value)
  }
  const known = new Set(['in', 'out', 'provider', 'k', 'threshold'])
  for (const name of flags.keys()) if (!known.has(name)) throw new CliUsageError(`Unknown option --${name}. ${AI_USAGE}`)
  const input = flags.get('in')
  const output = flags.get('out')
  if (!input || !output) throw new CliUsageError(`--in and --out are required. ${AI_USAGE}`)
  const provider = flags.get('provider')
  if (provider !== undefined && provider !== 'local' && provider !== 'openai') throw new CliUsageError('--provider is local or openai.')
  const k = flags.has('k') ? Number(flags.get('k')) : undefined
  if (k !== undefined && (!Number.isInteger(k) || k < 1)) throw new CliUsageError('--k is a whole number of clusters (1 or more).')
  const threshold = flags.has('threshold') ? Number(flags.get('threshold')) : undefined
  if (threshold !== undefined && !(threshold >= -1 && threshold <= 1)) throw new CliUsageError('--threshold is a similarity from -1 to 1.')
  return {
    command: command as AiCommand,
    input,
    output,
    ...(provider ? { provider } : {}),
    ...(k !== undefined ? { k } : {}),
    ...(threshold !== undefined ? { threshold } : {}),
  }
}

export function parseJsonl(text: string, file = 'input'): JsonlRecord[] {
  const records: JsonlRecord[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      throw new CliUsageError(`${file} line ${index + 1} is not JSON.`)
    }
    const record = value as Partial<JsonlRecord>
    if (
      typeof record !== 'object' || record === null ||
      (typeof record.id !== 'string' && typeof record.id !== 'number') ||
      typeof record.text !== 'string'
    ) {
      throw new CliUsageError(`${file} line ${index + 1} needs {"id": string or number, "text": string}.`)
    }
    records.push({ id: record.id, text: record.text })
  })
  return records
}

/** Runs one command on records; returns the output records in input order. */
export async function runAiCommand(
  command: AiCommand,
  records: readonly JsonlRecord[],
  provider: AiProvider,
  options: { k?: number; threshold?: number } = {},
): Promise<Record<string, unknown>[]> {
  const inputs: AiInput[] = records.map((record) => ({ text: analysedText(record.text) }))
  switch (command) {
    case 'classify': {
      const results = await provider.classify(inputs)
      return records.map((record, i) => ({ id: record.id, label: results[i]?.label, confidence: round(results[i]?.confidence ?? 0) }))
    }
    case 'extract': {
      const results = await provider.extract(inputs)
      return records.map((record, i) => {
        const result = results[i] ?? { title: '', request: '' }
        return { id: record.id, title: newFeatureTitle(result), request: result.request }
      })
    }
    case 'cluster': {
      const vectors = await provider.embed(inputs, { purpose: 'themes' })
      const threshold = options.threshold ?? thresholdsFor(vectors).cluster
      const { assignments, clusters } = clusterVectors(vectors, {
        ...(options.k !== undefined ? { k: options.k } : {}),
        threshold,
      })
      const members: AiInput[][] = Array.from({ length: clusters }, () => [])
      inputs.forEach((input, i) => (members[assignments[i] as number] as AiInput[]).push(input))
      const names = await provider.nameClusters(members)
      return records.map((record, i) => {
        const cluster = assignments[i] as number
        return { id: record.id, cluster_id: cluster, cluster_name: names[cluster] ?? `Cluster ${cluster + 1}` }
      })
    }
    case 'dedupe': {
      const vectors = (await provider.embed(inputs, { purpose: 'matching' })).map((vector) => normalised(vector))
      const threshold = options.threshold ?? thresholdsFor(vectors).match
      return records.map((record, i) => {
        const { index, similarity } = mostSimilarEarlier(vectors, i)
        return {
          id: record.id,
          duplicate_of: index >= 0 && similarity >= threshold ? (records[index] as JsonlRecord).id : null,
          similarity: round(Math.max(0, similarity)),
        }
      })
    }
  }
}

/** The earlier vector (index < i) most similar to vectors[i] (unit vectors); ties go to the earliest. */
export function mostSimilarEarlier(vectors: readonly TextVector[], i: number): { index: number; similarity: number } {
  let index = -1
  let similarity = Number.NEGATIVE_INFINITY
  for (let j = 0; j < i; j++) {
    const s = dot(vectors[i] as TextVector, vectors[j] as TextVector)
    if (s > similarity) {
      similarity = s
      index = j
    }
  }
  return { index, similarity: index < 0 ? 0 : similarity }
}

/** The `headway ai ...` entry point: reads --in, writes --out (or stdout for "-"), reports on stderr. */
export async function aiCli(args: readonly string[], provider: (kind?: 'local' | 'openai') => AiProvider, io: CliIo): Promise<number> {
  let parsed: AiCliArguments
  try {
    parsed = parseAiArguments(args)
  } catch (error) {
    io.stderr(`${(error as Error).message}\n`)
    return 2
  }
  const started = performance.now()
  let records: JsonlRecord[]
  try {
    records = parseJsonl(await readFile(parsed.input, 'utf8'), parsed.input)
  } catch (error) {
    io.stderr(`${error instanceof CliUsageError ? error.message : `Cannot read ${parsed.input}: ${(error as Error).message}`}\n`)
    return 2
  }
  const chosen = provider(parsed.provider)
  const output = await runAiCommand(parsed.command, records, chosen, {
    ...(parsed.k !== undefined ? { k: parsed.k } : {}),
    ...(parsed.threshold !== undefined ? { threshold: parsed.threshold } : {}),
  })
  const text = output.map((record) => JSON.stringify(record)).join('\n') + (output.length > 0 ? '\n' : '')
  if (parsed.output === '-') io.stdout(text)
  else await writeFile(parsed.output, text)
  const seconds = (performance.now() - started) / 1000
  io.stderr(`${parsed.command}: ${records.length} records with the ${chosen.name} provider in ${seconds.toFixed(2)} s${parsed.output === '-' ? '' : ` → ${parsed.output}`}\n`)
  return 0
}

function round(value: number): number {
  return Number(value.toFixed(4))
}
