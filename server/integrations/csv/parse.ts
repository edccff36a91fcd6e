import { Readable } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import Papa from 'papaparse'
import type { CsvQuoteProblem } from '../../../api/schemas/csv-import'

/** The records papaparse read from one piece of the input, each with its problem (papaparse's code) if it had one. */
export interface CsvBatch {
  rows: string[][]
  /** A record's index in `rows` → its quoting problem. */
  problems: Map<number, CsvQuoteProblem>
}

/** The rows and characters the separator is guessed from. */
const GUESS_ROWS = 20
const GUESS_CHARS = 64 * 1024

/** UTF-8 text of the bytes, a character split between two pieces kept whole. */
async function* decode(pieces: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8')
  for await (const piece of pieces) {
    const text = decoder.write(piece)
    if (text) yield text
  }
  const rest = decoder.end()
  if (rest) yield rest
}

/** The separator of the file, guessed by papaparse from its first lines (blank ones left out): a comma by default. */
function guessDelimiter(head: string): string {
  return Papa.parse(head.slice(0, GUESS_CHARS), { preview: GUESS_ROWS, skipEmptyLines: 'greedy' }).meta.delimiter
}

/**
 * The records of a CSV file (the header first), a piece at a time, read with papaparse as the bytes arrive: papaparse
 * is paused while the caller handles a batch, so memory holds one piece of the file and its records whatever the
 * file's size. The separator is guessed from the first piece (comma, semicolon, tab...); blank lines are skipped; a
 * UTF-8 byte order mark is dropped. The caller may stop early (return from its loop): the input is then abandoned.
 */
export async function* csvBatches(pieces: AsyncIterable<Buffer>): AsyncGenerator<CsvBatch> {
  const text = decode(pieces)
  const head = await text.next()
  if (head.done) return
  const input = Readable.from(
    (async function* () {
      yield head.value
      yield* text
    })(),
  )
  const ready: CsvBatch[] = []
  let parser: Papa.Parser | undefined
  let done = false
  let failure: unknown
  let wake: (() => void) | undefined
  const signal = () => {
    wake?.()
    wake = undefined
  }
  let first = true
  // Blank lines are dropped here rather than by papaparse's skipEmptyLines, which would shift its errors' row indexes.
  Papa.parse<string[]>(input as unknown as File, {
    delimiter: guessDelimiter(head.value),
    chunk(results, handle) {
      parser = handle
      const parsed = results.data
      if (first && parsed[0]?.[0]?.startsWith('\uFEFF')) parsed[0][0] = parsed[0][0].slice(1)
      first = false
      const quoting = new Map<number, CsvQuoteProblem>()
      for (const error of results.errors) {
        if ((error.code === 'MissingQuotes' || error.code === 'InvalidQuotes') && error.row !== undefined) {
          quoting.set(error.row, error.code)
        }
      }
      const rows: string[][] = []
      const problems = new Map<number, CsvQuoteProblem>()
      parsed.forEach((row, index) => {
        if (row.length === 1 && row[0]?.trim() === '') return
        const problem = quoting.get(index)
        if (problem) problems.set(rows.length, problem)
        rows.push(row)
      })
      ready.push({ rows, problems })
      handle.pause()
      signal()
    },
    complete() {
      done = true
      signal()
    },
    error(error) {
      failure = error
      done = true
      signal()
    },
  })
  try {
    for (;;) {
      const batch = ready.shift()
      if (batch) {
        yield batch
        continue
      }
      if (failure) throw failure
      if (done) return
      const waiting = new Promise<void>((resolve) => {
        wake = resolve
      })
      parser?.resume()
      await waiting
    }
  } finally {
    if (!done) {
      parser?.abort()
      input.destroy()
    }
  }
}
