import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { HttpError } from './errors'

/** A request body streamed into a temporary file (see spoolUpload). */
export interface Upload {
  kind: 'upload'
  file: string
  bytes: number
}

export function isUpload(body: unknown): body is Upload {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'upload'
}

const tooLarge = (limit: number) =>
  new HttpError(413, `The file is larger than ${Math.floor(limit / (1024 * 1024))} MB, the most one upload may send.`)

/**
 * Streams a request body into a file of its own temporary folder (the OS's temp dir), counting its bytes: past
 * `limit` (or when Content-Length already says so) it stops reading, deletes the file and answers 413. Memory stays at
 * one stream buffer whatever the size.
 */
export async function spoolUpload(payload: NodeJS.ReadableStream, contentLength: string | undefined, limit: number) {
  if (contentLength !== undefined && Number(contentLength) > limit) throw tooLarge(limit)
  const folder = await mkdtemp(path.join(tmpdir(), 'headway-upload-'))
  const file = path.join(folder, 'upload')
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(bytes > limit ? tooLarge(limit) : null, chunk)
    },
  })
  try {
    await pipeline(payload, counter, createWriteStream(file))
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
  return { kind: 'upload', file, bytes } satisfies Upload
}

export async function discardUpload(upload: Upload): Promise<void> {
  await rm(path.dirname(upload.file), { recursive: true, force: true })
}
