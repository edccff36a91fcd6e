import path from 'node:path'
import type { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { DomainError } from '../../domain/errors'

/**
 * Reading a Slack export's .zip from a file without ever trusting it: yauzl reads the central directory first, so the
 * number of entries and the unpacked size each one declares are checked against the limits before a single byte is
 * inflated, and yauzl then refuses an entry whose inflated bytes exceed what it declared (validateEntrySizes). So a
 * zip bomb is refused from its directory in milliseconds, and at most one entry (≤ entryBytes) is ever in memory.
 * (fflate's streaming Unzip, which the project also has, reads local headers as they stream by and learns sizes only
 * while inflating; yauzl's random access to the directory is what makes the caps cheap.)
 */

export interface ExportLimits {
  /** Entries in the archive (files and folders), each read from its directory one at a time. */
  entries: number
  /** Unpacked bytes of one .json entry (a day of a channel, users.json...): the largest file read into memory. */
  entryBytes: number
  /** Unpacked bytes of every .json entry together: bounds the import's work. */
  totalBytes: number
  /** Unpacked / packed size of one entry. Slack's JSON packs about 5 to 20 times; a bomb a thousand times. */
  ratio: number
  /** Entries smaller than this unpacked are not held to the ratio (tiny files pack oddly, and cannot hurt). */
  ratioFloorBytes: number
}

const MB = 1024 * 1024

export const EXPORT_LIMITS: ExportLimits = {
  entries: 250_000,
  entryBytes: 32 * MB,
  totalBytes: 2048 * MB,
  ratio: 100,
  ratioFloorBytes: 1 * MB,
}

/** The entries the import reads: the export's lists, and the day files of each channel folder. */
export interface ExportCatalogue {
  /** The folder the whole export sits in ('' or e.g. 'Acme Slack export/'). */
  prefix: string
  channels: Entry
  groups: Entry | undefined
  users: Entry | undefined
  /** Day files (<channel>/<YYYY-MM-DD>.json) under the prefix. */
  dayFiles: number
}

export interface OpenedExport {
  catalogue: ExportCatalogue
  /** Each day file in the archive's order, with its channel folder's name; read one before asking for the next. */
  dayFiles(): AsyncIterable<DayFile>
  /** The parsed JSON of one of the catalogue's lists, as DayFile.read. */
  readJson(entry: Entry): Promise<unknown>
  close(): void
}

export interface DayFile {
  channelName: string
  fileName: string
  /** The parsed JSON of the file, or NOT_JSON; a DomainError when it cannot be unpacked (e.g. it lies about its size). */
  read(): Promise<unknown>
}

/** What reading an entry that is not JSON answers. */
export const NOT_JSON = Symbol('not JSON')

/** channels.json, groups.json and users.json files an archive may hold (one export has one of each). */
const MAX_LISTS = 100

const DAY_FILE = /^([^/]+)\/(\d{4}-\d{2}-\d{2})\.json$/

const notAZip = () => new DomainError('invalid', 'The file is not a valid zip archive. Upload the .zip Slack made.')
export const notAnExport = (why: string) =>
  new DomainError('invalid', `This file is not a Slack workspace export: ${why}`)
const megabytes = (bytes: number) => `${Math.ceil(bytes / MB).toLocaleString('en-US')} MB`

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(notAZip()) : resolve(zip),
    )
  })
}

/** The entries of the zip's central directory, one at a time (nothing is inflated). */
async function* directory(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const next = await new Promise<Entry | null>((resolve, reject) => {
      const onEntry = (entry: Entry) => settle(() => resolve(entry))
      const onEnd = () => settle(() => resolve(null))
      const onError = () => settle(() => reject(notAZip()))
      const settle = (then: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError)
        then()
      }
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError)
      zip.readEntry()
    })
    if (!next) return
    yield next
  }
}

/** Refuses an entry, or the archive so far, past a limit (413 for sizes and counts, 422 for a bomb's ratio). */
function checkEntry(entry: Entry, seen: { entries: number; bytes: number }, limits: ExportLimits): void {
  seen.entries += 1
  if (seen.entries > limits.entries) {
    throw new DomainError(
      'too_large',
      `The export holds more than ${limits.entries.toLocaleString('en-US')} files; import a shorter period of it.`,
    )
  }
  if (!entry.fileName.endsWith('.json')) return
  const name = entry.fileName
  if (entry.uncompressedSize > limits.entryBytes) {
    throw new DomainError(
      'too_large',
      `${name} unpacks to ${megabytes(entry.uncompressedSize)}; a file of an export may unpack to at most ${megabytes(limits.entryBytes)}.`,
    )
  }
  if (
    entry.uncompressedSize >= limits.ratioFloorBytes &&
    entry.uncompressedSize > limits.ratio * Math.max(1, entry.compressedSize)
  ) {
    throw new DomainError(
      'unprocessable',
      `${name} is packed more than ${limits.ratio} times smaller than its content, which no Slack export is: the archive is refused as a zip bomb.`,
    )
  }
  seen.bytes += entry.uncompressedSize
  if (seen.bytes > limits.totalBytes) {
    throw new DomainError(
      'too_large',
      `The export unpacks to more than ${megabytes(limits.totalBytes)}; import a shorter period of it.`,
    )
  }
}

/**
 * Checks the whole directory against the limits and finds the export in it (channels.json, possibly inside one
 * folder). Reads no entry's content: this is what the upload's request runs before answering.
 */
async function catalogue(zip: ZipFile, limits: ExportLimits): Promise<ExportCatalogue> {
  const seen = { entries: 0, bytes: 0 }
  const lists = new Map<string, Entry>()
  const dayFolders = new Map<string, number>()
  for await (const entry of directory(zip)) {
    checkEntry(entry, seen, limits)
    const base = path.posix.basename(entry.fileName)
    if (base === 'channels.json' || base === 'groups.json' || base === 'users.json') {
      // Every list by its path (the export's are those beside the shortest channels.json), a bounded number of them.
      if (lists.size >= MAX_LISTS) {
        throw notAnExport(`it holds more than ${MAX_LISTS} files named channels.json, groups.json or users.json.`)
      }
      lists.set(entry.fileName, entry)
    }
    const folder = /^(.*?)[^/]+\/\d{4}-\d{2}-\d{2}\.json$/.exec(entry.fileName)?.[1]
    if (folder !== undefined) dayFolders.set(folder, (dayFolders.get(folder) ?? 0) + 1)
  }
  const channelsName = [...lists.keys()]
    .filter((name) => path.posix.basename(name) === 'channels.json')
    .sort((a, b) => a.length - b.length)[0]
  const channels = channelsName ? lists.get(channelsName) : undefined
  if (!channelsName || !channels) throw notAnExport('channels.json is missing.')
  const prefix = channelsName.slice(0, -'channels.json'.length)
  return {
    prefix,
    channels,
    groups: lists.get(`${prefix}groups.json`),
    users: lists.get(`${prefix}users.json`),
    dayFiles: dayFolders.get(prefix) ?? 0,
  }
}

/** Checks the archive's directory against the limits and closes it (the upload request's check). */
export async function checkExport(file: string, limits: ExportLimits = EXPORT_LIMITS): Promise<ExportCatalogue> {
  const zip = await openZip(file)
  try {
    return await catalogue(zip, limits)
  } finally {
    zip.close()
  }
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(notAZip()) : resolve(stream)))
  })
}

/** Opens a checked export for the import: its lists first, then its day files one by one. */
export async function openExport(file: string, limits: ExportLimits = EXPORT_LIMITS): Promise<OpenedExport> {
  const zip = await openZip(file)
  let found: ExportCatalogue
  try {
    found = await catalogue(zip, limits)
  } catch (error) {
    zip.close()
    throw error
  }
  // A second handle walks the directory again for the day files (yauzl walks a directory once per handle).
  const walker = await openZip(file).catch((error: unknown) => {
    zip.close()
    throw error
  })

  async function readJson(handle: ZipFile, entry: Entry): Promise<unknown> {
    const chunks: Buffer[] = []
    let size = 0
    try {
      // yauzl errors the stream past the declared size, which checkEntry held to entryBytes.
      for await (const chunk of await openEntry(handle, entry)) {
        size += (chunk as Buffer).length
        if (size > limits.entryBytes) throw notAnExport(`${entry.fileName} is larger than it says.`)
        chunks.push(chunk as Buffer)
      }
    } catch (error) {
      throw error instanceof DomainError ? error : notAnExport(`${entry.fileName} cannot be unpacked.`)
    }
    try {
      return JSON.parse(Buffer.concat(chunks, size).toString('utf8')) as unknown
    } catch {
      return NOT_JSON
    }
  }

  return {
    catalogue: found,
    readJson: (entry) => readJson(zip, entry),
    async *dayFiles() {
      for await (const entry of directory(walker)) {
        if (!entry.fileName.startsWith(found.prefix)) continue
        const channelName = DAY_FILE.exec(entry.fileName.slice(found.prefix.length))?.[1]
        if (channelName)
          yield {
            channelName,
            fileName: entry.fileName,
            read: () => readJson(walker, entry),
          }
      }
    },
    close() {
      zip.close()
      walker.close()
    },
  }
}
