/**
 * Adds up the JSON reports of every test run in `npm test` and prints one closing line: "N passed, N failed".
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

function countsOf(file: string): Counts {
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (file.endsWith('playwright.json')) {
    const { stats } = report as PlaywrightReport
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
  }
  const vitest = report as VitestReport
  return { passed: vitest.numPassedTests, failed: vitest.numFailedTests, skipped: vitest.numPendingTests + vitest.numTodoTests }
}

const dir = process.argv[2]
if (!dir || !existsSync(dir)) throw new Error('usage: test-summary.ts <reports-dir>')
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const files = readdirSync(dir).filter((name) => name.endsWith('.json'))
for (const name of files) {
  const counts = countsOf(path.join(dir, name))
  console.log(`${name.replace(/\.json$/, '')}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
}
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
if (total.failed > 0 || total.skipped > 0 || files.length < 3) process.exitCode = 1
