import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api'
import { serverDetail } from './error-detail'

describe('serverDetail', () => {
  it("returns the server's sentence", () => {
    expect(serverDetail(new ApiError(400, 'Slack rejected the token.'))).toBe('Slack rejected the token.')
  })

  it('returns null for sentences the client made up, network errors and anything else', () => {
    expect(serverDetail(new ApiError(500, 'Request failed with status 500 Internal Server Error.'))).toBeNull()
    expect(serverDetail(new ApiError(200, 'The server sent a response this app does not understand.'))).toBeNull()
    expect(serverDetail(new ApiError(500, ''))).toBeNull()
    expect(serverDetail(new NetworkError(new TypeError('Failed to fetch')))).toBeNull()
    expect(serverDetail(new Error('boom'))).toBeNull()
  })
})
