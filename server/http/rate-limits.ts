import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify'
import {
  countsAsFailure,
  type RateLimit,
  type RateLimitCaller,
  rateLimitKey,
  rateLimitsOf,
  type RateLimitSettings,
} from '../../api/rate-limits'
import type { RouteName } from '../../api/routes'
import type { RateCounters } from '../domain/rate-limits'
import { HttpError } from './errors'

/** The hooks that apply a call's limits; none for a call without limits. */
export interface RouteRateLimitHooks {
  onRequest?: onRequestHookHandler
  onSend?: onSendHookHandler
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks applying the limits api/rate-limits.ts gives the call, counted in the shared store. */
    rateLimitHooks: (name: RouteName) => RouteRateLimitHooks
  }
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * @fastify/rate-limit's store protocol over the database counters that every process shares. The keys already name
 * their counter (api/rate-limits.ts rateLimitKey), so a route's child store is the store itself.
 */
function sharedStore(counters: RateCounters) {
  const answer = (callback: StoreCallback) => ({
    resolve: ({ hits, ttlMs }: { hits: number; ttlMs: number }) => callback(null, { current: hits, ttl: ttlMs }),
    reject: (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  })
  return class SharedRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const { resolve, reject } = answer(callback)
      counters.hit(key, timeWindow).then(resolve, reject)
    }

    read(key: string, callback: StoreCallback): void {
      const { resolve, reject } = answer(callback)
      counters.peek(key).then(resolve, reject)
    }

    child(): SharedRateLimitStore {
      return this
    }
  }
}

function callerOf(request: FastifyRequest): RateLimitCaller {
  return {
    address: request.ip,
    userId: request.auth?.userId ?? null,
    companyId: request.auth?.companyId ?? request.apiKey?.companyId ?? null,
    apiKeyId: request.apiKey?.apiKeyId ?? null,
  }
}

/**
 * Registers @fastify/rate-limit with the shared store and no limit of its own (`global: false`): each call's limits
 * come from api/rate-limits.ts, applied by the hooks `app.rateLimitHooks(name)` gives the route registrar.
 */
export function registerRateLimits(app: FastifyInstance, counters: RateCounters, settings: RateLimitSettings): void {
  app.register(fastifyRateLimit, { global: false, store: sharedStore(counters) })
  app.decorate('rateLimitHooks', (name: RouteName) => routeHooks(app, rateLimitsOf(name, settings)))
}

/**
 * The limits run after authentication (a `caller` or `company` limit needs to know who calls) and before the body is
 * read. A `request` limit counts the call and refuses the one past its maximum; a `failure` limit refuses every call
 * once its maximum of failures is counted, and counts a call when it is refused (before the answer is sent).
 */
function routeHooks(app: FastifyInstance, limits: RateLimit[]): RouteRateLimitHooks {
  if (limits.length === 0) return {}
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request) => rateLimitKey(limit, callerOf(request)),
    }),
  }))
  const failureChecks = checks.filter(({ limit }) => limit.counts === 'failure')
  return {
    async onRequest(request) {
      for (const { limit, check } of checks) {
        const counted = limit.counts === 'request'
        const result = await check(request, { increment: counted })
        if (result.isAllowed) continue
        const refused = counted ? result.isExceeded : result.remaining === 0
        if (refused) {
          const seconds = Math.max(1, result.ttlInSeconds)
          throw new HttpError(429, limit.detail(seconds), seconds)
        }
      }
    },
    // Counted before the answer leaves, so the caller's next call already sees the count.
    ...(failureChecks.length > 0 && {
      async onSend(request, reply, payload) {
        if (countsAsFailure(reply.statusCode)) for (const { check } of failureChecks) await check(request)
        return payload
      },
    }),
  }
}
