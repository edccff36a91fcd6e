import { describe, expect, expectTypeOf, it } from 'vitest'
import { routes } from './routes'
import { routesTagged } from './routes/define'
import { IdParams, MessageResponse } from './schemas/common'

const sections = import.meta.glob<Record<string, object>>(['./routes/*.ts', '!./routes/define.ts'], { eager: true })

describe('the route table', () => {
  it('holds every route of every section once, under its own name', () => {
    const sectioned = Object.values(sections).flatMap((module) =>
      Object.values(module).flatMap((section) => Object.entries(section)),
    )
    expect(sectioned.length).toBe(Object.keys(routes).length)
    for (const [name, route] of sectioned) {
      expect({ name, same: routes[name as keyof typeof routes] === route }).toEqual({ name, same: true })
    }
  })
})

describe('a route of the builder', () => {
  const route = routesTagged('features')

  it('without params, body or answer has none and answers 204; 401 and 403 when its permission refuses someone', () => {
    const call = route.delete('/api/v1/x', { permission: 'backlog.edit', summary: 'Delete.' })
    expect(call).toEqual({
      method: 'DELETE',
      path: '/api/v1/x',
      permission: 'backlog.edit',
      bodyKind: 'none',
      params: null,
      request: null,
      response: null,
      status: 204,
      errors: [401, 403],
      tag: 'features',
      summary: 'Delete.',
    })
    expectTypeOf(call.status).toEqualTypeOf<204>()
    expectTypeOf(call.bodyKind).toEqualTypeOf<'none'>()
  })

  it('with a request takes JSON, answers 200 with a response, and 422 when its input fails a schema', () => {
    const call = route.post('/api/v1/x/:id', {
      permission: null,
      params: IdParams,
      request: MessageResponse,
      response: MessageResponse,
      errors: [409, 400],
      summary: 'Post.',
    })
    expect(call).toMatchObject({ bodyKind: 'json', status: 200, errors: [400, 409, 422] })
    expect('query' in call).toBe(false)
    expectTypeOf(call.status).toEqualTypeOf<200>()
    expectTypeOf(call.params).toEqualTypeOf<typeof IdParams>()
  })

  it('keeps what a route states: body kind, query, media type, status, and an error it already implies', () => {
    const upload = route.post('/api/v1/x', {
      permission: 'source.manage',
      bodyKind: 'binary',
      query: IdParams,
      status: 202,
      errors: [401, 413],
      summary: 'Upload.',
    })
    expect(upload).toMatchObject({
      bodyKind: 'binary',
      query: IdParams,
      request: null,
      status: 202,
      errors: [401, 403, 413, 422],
    })
    const csv = route.get('/api/v1/x.csv', { permission: 'audit.read', produces: 'text/csv', summary: 'Export.' })
    expect(csv).toMatchObject({ produces: 'text/csv', response: null, status: 200, errors: [401, 403] })
    expectTypeOf(csv.status).toEqualTypeOf<200>()
  })

  it('answers 401 but not 403 for an action every signed-in person may take (their own account)', () => {
    const call = route.get('/api/v1/x', { permission: 'account.manage', response: MessageResponse, summary: 'Read.' })
    expect(call.errors).toEqual([401])
  })
})
