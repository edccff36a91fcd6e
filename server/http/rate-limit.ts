import type { onRequestHookHandler } from 'fastify'
import { ErrorDetail } from '../../api/schemas/error'
import type { RouteName } from '../../api/routes'
import { RateLimiter } from '../domain/rate-limit'
import { HttpError } from './errors'

const MINUTE_MS = 60_000

/**
 * Per IP address: at most `perMinute` requests a minute to each guarded route (counted per route, so a login does
 * not use up the refreshes). 0 turns the limit off. The client address is request.ip, which honours trustProxy.
 */
export function createIpRateLimit(perMinute: number, now?: () => number) {
  const limiter = perMinute > 0 ? new RateLimiter({ limit: perMinute, windowMs: MINUTE_MS, now }) : undefined
  return (name: RouteName): onRequestHookHandler | undefined => {
    if (!limiter) return undefined
    return async (request) => {
      const wait = limiter.hit(`${name} ${request.ip}`)
      if (wait > 0) throw new HttpError(429, ErrorDetail.tooManyRequests(wait), wait)
    }
  }
}
