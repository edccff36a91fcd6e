import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { aiCli, parseAiArguments, parseJsonl } from './cli'
import { LocalProvider } from './providers/local'

const dir = mkdtempSync(path.join(tmpdir(), 'headway-ai-cli-'))
const input = path.join(dir, 'in.jsonl')
writeFileSync(
  input,
  [
    { id: 1, text: 'Would love to be able to export dashboards to PDF' },
    { id: 2, text: 'Can we export dashboards as PDF files?' },
    { id: 3, text: 'Please add dark mode' },
    { id: 4, text: 'The app crashes when I open settings' },
    { id: 'five', text: 'Could you add a dark mode?' },
    { id: 6, text: 'How do I reset my password?' },
  ]
    .map((record) => JSON.stringify(record))
    .join('\n') + '\n',
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const provider = new LocalProvider()
async function run(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await aiCli(args, () => provider, { stdout: (text) => out.push(text), stderr: (text) => err.push(text) })
  return { code, out: out.join(''), err: err.join('') }
}
function records(file: string) {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('headway ai', () => {
  it('classify → {id, label, confidence}', async () => {
    const output = path.join(dir, 'classify.jsonl')
    const { code, err } = await run('classify', '--in', input, '--out', output)
    expect(code).toBe(0)
    expect(err).toMatch(/classify: 6 records with the local provider/)
    const result = records(output)
    expect(result.map((r) => [r.id, r.label])).toEqual([
      [1, 'feature_request'], [2, 'feature_request'], [3, 'feature_request'], [4, 'bug'], ['five', 'feature_request'], [6, 'question'],
    ])
    for (const r of result) expect(Object.keys(r)).toEqual(['id', 'label', 'confidence'])
  })

  it('extract → {id, title, request}', async () => {
    const output = path.join(dir, 'extract.jsonl')
    expect((await run('extract', '--in', input, '--out', output)).code).toBe(0)
    const result = records(output)
    expect(result[0]).toEqual({ id: 1, title: 'Export dashboards to PDF', request: 'Would love to be able to export dashboards to PDF' })
    expect(result[2]).toEqual({ id: 3, title: 'Dark mode', request: 'Please add dark mode' })
  })

  it('cluster → {id, cluster_id, cluster_name}, with --k too', async () => {
    const output = path.join(dir, 'cluster.jsonl')
    expect((await run('cluster', '--in', input, '--out', output, '--k', '4')).code).toBe(0)
    const result = records(output)
    expect(result.map((r) => Object.keys(r))).toEqual(result.map(() => ['id', 'cluster_id', 'cluster_name']))
    const cluster = (id: unknown) => result.find((r) => r.id === id)?.cluster_id
    expect(cluster(1)).toBe(cluster(2))
    expect(cluster(3)).toBe(cluster('five'))
    expect(cluster(1)).not.toBe(cluster(3))
    expect(result.find((r) => r.id === 3)?.cluster_name).toMatch(/dark/i)
  })

  it('dedupe → {id, duplicate_of, similarity} against earlier records', async () => {
    const { code, out } = await run('dedupe', '--in', input, '--out', '-')
    expect(code).toBe(0)
    const result = out.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(result[0]).toEqual({ id: 1, duplicate_of: null, similarity: 0 })
    expect(result[1]).toMatchObject({ id: 2, duplicate_of: 1 })
    expect(result[4]).toMatchObject({ id: 'five', duplicate_of: 3 })
    expect(result[3]).toMatchObject({ id: 4, duplicate_of: null })
    expect(result[1]?.similarity).toBeGreaterThan(0.5)
  })

  it('explains bad usage and bad input', async () => {
    expect((await run('summarise', '--in', input, '--out', '-')).code).toBe(2)
    expect((await run('classify', '--in', input)).err).toMatch(/--in and --out are required/)
    const bad = path.join(dir, 'bad.jsonl')
    writeFileSync(bad, '{"id": 1}\n')
    expect((await run('classify', '--in', bad, '--out', '-')).err).toMatch(/line 1 needs/)
    expect(() => parseAiArguments(['cluster', '--in', 'a', '--out', 'b', '--k', '0'])).toThrow(/--k/)
    expect(parseJsonl('{"id":"x","text":"hi"}\n\n')).toEqual([{ id: 'x', text: 'hi' }])
  })

  it('runs as `npm run headway -- ai ...` (server/cli.ts)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
    const output = path.join(dir, 'spawned.jsonl')
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'ai', 'classify', '--in', input, '--out', output], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, HEADWAY_AI_PROVIDER: 'local' },
    })
    expect(result.stderr).toMatch(/classify: 6 records/)
    expect(result.status).toBe(0)
    expect(records(output)).toHaveLength(6)
  })
})
