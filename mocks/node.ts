import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createHandlers } from './handlers'
import type { MockHandlerOptions } from './handlers'
import { createMockStore, type MockStore } from './store'

/** An MSW server for Node tests. Call `listen()` / `close()` yourself; reset the store between tests. */
export function createMockServer(store = createMockStore(), options: MockHandlerOptions = {}) {
  return setupServer(...createHandlers(store, options))
}

export interface ServedMockApi {
  store: MockStore
  server: ReturnType<typeof createMockServer>
}

/**
 * The mock API for the tests of one file: listening from the first test to the last, refusing unhandled requests,
 * with the store and any per-test handlers reset after each test.
 */
export function serveMockApi(options: MockHandlerOptions = {}): ServedMockApi {
  const store = createMockStore()
  const server = createMockServer(store, options)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    store.reset()
    server.resetHandlers()
  })
  afterAll(() => server.close())
  return { store, server }
}
