/**
 * Adds up the JSON reports of every test run in `npm test` and prints one closing line: "N passed, N failed".
 * Failed tests are named again here, with the opening of their error, because CI logs are often read from the end.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

interface Outcome {
  passed: number
  failed: number
  skipped: number
  failures: string[]
}

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: {
    name: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

interface PlaywrightSuite {
  file: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

const MAX_ERROR_CHARS = 300

/** The error's first two lines: the first is often only the matcher ("expect(element).toMatchScreenshot()"). */
function opening(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- reporters colour their messages with ANSI escapes
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  const lines = plain.split('\n').map((line) => line.trim()).filter(Boolean)
  return lines.slice(0, 2).join(' / ').slice(0, MAX_ERROR_CHARS)
}

function vitestOutcome(report: VitestReport, root: string): Outcome {
  const failures: string[] = []
  for (const file of report.testResults) {
    const where = path.relative(root, file.name)
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) failures.push(`${where} > ${test.fullName}: ${opening(test.failureMessages[0])}`)
    if (failed.length === 0 && file.message) failures.push(`${where}: ${opening(file.message)}`)
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  }
}

function playwrightFailures(suites: PlaywrightSuite[] | undefined): string[] {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${suite.file}:${spec.line} > ${spec.title}: ${opening(test.results.at(-1)?.error?.message)}`),
    ),
    ...playwrightFailures(suite.suites),
  ])
}

function outcomeOf(file: string): Outcome {
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (file.endsWith('playwright.json')) {
    const { stats, suites } = report as PlaywrightReport
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
      failures: playwrightFailures(suites),
    }
  }
  return vitestOutcome(report as VitestReport, process.cwd())
}

const dir = process.argv[2]
if (!dir || !existsSync(dir)) throw new Error('usage: test-summary.ts <reports-dir>')
const total = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
const files = readdirSync(dir).filter((name) => name.endsWith('.json'))
for (const name of files) {
  const run = name.replace(/\.json$/, '')
  const outcome = outcomeOf(path.join(dir, name))
  console.log(`${run}: ${outcome.passed} passed, ${outcome.failed} failed, ${outcome.skipped} skipped`)
  failures.push(...outcome.failures.map((failure) => `  [${run}] ${failure}`))
  total.passed += outcome.passed
  total.failed += outcome.failed
  total.skipped += outcome.skipped
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`)
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
if (total.failed > 0 || total.skipped > 0 || files.length < 3) process.exitCode = 1
