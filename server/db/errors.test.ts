import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { databaseProblem } from './errors'

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code })

describe('databaseProblem', () => {
  it('reads a socket failure as an unreachable database only when a query failed with it', () => {
    expect(databaseProblem(new DrizzleQueryError('select 1', [], socketError('ECONNREFUSED')))).toBe('unavailable')
    // The same code from a call to Slack or Google says nothing about the database.
    expect(databaseProblem(socketError('ECONNREFUSED'))).toBeUndefined()
    expect(databaseProblem(new Error('Gmail could not be reached', { cause: socketError('ETIMEDOUT') }))).toBeUndefined()
  })

  it('reads PostgreSQL error codes wherever they are', () => {
    const tooLong = Object.assign(new Error('value too long'), { code: '22001' })
    expect(databaseProblem(new DrizzleQueryError('insert', [], tooLong))).toBe('too_long')
    expect(databaseProblem(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe('unavailable')
  })

  it('reads a statement or lock wait past its limit, or no answer within the client limit, as timed out', () => {
    const canceled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })
    expect(databaseProblem(new DrizzleQueryError('select 1', [], canceled))).toBe('timed_out')
    const lock = Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })
    expect(databaseProblem(new DrizzleQueryError('select 1', [], lock))).toBe('timed_out')
    expect(databaseProblem(new DrizzleQueryError('select 1', [], new Error('Query read timeout')))).toBe('timed_out')
    expect(databaseProblem(new DrizzleQueryError('select 1', [], new Error('timeout exceeded when trying to connect')))).toBe(
      'unavailable',
    )
  })
})
