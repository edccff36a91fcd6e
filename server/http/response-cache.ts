import type { BacklogVersions } from '../db/backlog-changes'

/** Past this many bytes of cached bodies, the cache starts over (a few hundred pages of 50 features). */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024

export interface ResponseCache {
  /** The body cached for the request, if the company's backlog has not changed since it was made. */
  lookup: (companyId: string, key: string) => string | undefined
  /** The version to pass to `store` for a body computed from now on (null: do not cache). */
  version: (companyId: string) => number | null
  /** Keeps the body, unless the backlog changed while it was being computed. */
  store: (companyId: string, version: number | null, key: string, body: string) => void
}

interface CompanyBodies {
  version: number
  /** When the first body of this version was kept (epoch ms). */
  since: number
  bodies: Map<string, string>
}

export interface ResponseCacheOptions {
  /** Past this many bytes of cached bodies, the cache starts over. */
  maxBytes?: number
  /** Bodies older than this miss even on an unchanged backlog: for answers that depend on the clock too. */
  maxAgeMs?: number
  /** The clock (tests pass their own). */
  now?: () => number
}

/**
 * Serialised answers of company-scoped reads, keyed by request URL and valid for one backlog version (and at most
 * `maxAgeMs`): a change to the company's backlog, by this process or another, makes them all miss.
 */
export function createResponseCache(
  versions: Pick<BacklogVersions, 'of'>,
  { maxBytes = DEFAULT_MAX_BYTES, maxAgeMs = Infinity, now = Date.now }: ResponseCacheOptions = {},
): ResponseCache {
  const companies = new Map<string, CompanyBodies>()
  let bytes = 0
  const fresh = (entry: CompanyBodies, version: number | null) =>
    entry.version === version && now() - entry.since < maxAgeMs

  return {
    lookup(companyId, key) {
      const entry = companies.get(companyId)
      return entry && fresh(entry, versions.of(companyId)) ? entry.bodies.get(key) : undefined
    },
    version: (companyId) => versions.of(companyId),
    store(companyId, version, key, body) {
      if (version === null || version !== versions.of(companyId)) return
      let entry = companies.get(companyId)
      if (!entry || !fresh(entry, version)) {
        for (const stale of entry?.bodies.values() ?? []) bytes -= stale.length
        entry = { version, since: now(), bodies: new Map() }
        companies.set(companyId, entry)
      }
      if (bytes + body.length > maxBytes) {
        companies.clear()
        bytes = 0
        entry = { version, since: now(), bodies: new Map() }
        companies.set(companyId, entry)
      }
      bytes += body.length - (entry.bodies.get(key)?.length ?? 0)
      entry.bodies.set(key, body)
    },
  }
}
