import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { discardUpload, spoolUpload } from './uploads'

const uploadFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('headway-upload-')))

describe('spoolUpload', () => {
  it('streams a body into a file of its own, and discards it', async () => {
    const upload = await spoolUpload(Readable.from([Buffer.from('PK'), Buffer.from('zip')]), '5', 10)
    expect(upload).toMatchObject({ kind: 'upload', bytes: 5 })
    expect(readFileSync(upload.file, 'utf8')).toBe('PKzip')
    await discardUpload(upload)
    expect(existsSync(upload.file)).toBe(false)
  })

  it('answers 413 past the limit, from Content-Length or while counting, and keeps nothing', async () => {
    const before = uploadFolders()
    await expect(spoolUpload(Readable.from([Buffer.alloc(4)]), '11', 10)).rejects.toMatchObject({ statusCode: 413 })
    const half = Buffer.alloc(512 * 1024 + 1)
    const counted = spoolUpload(Readable.from([half, half]), undefined, 1024 * 1024)
    await expect(counted).rejects.toMatchObject({
      statusCode: 413,
      detail: 'The file is larger than 1 MB, the most one upload may send.',
    })
    expect([...uploadFolders()].filter((name) => !before.has(name))).toEqual([])
  })
})
