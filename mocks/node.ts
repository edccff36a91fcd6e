import { setupServer } from 'msw/node'
import { createHandlers } from './handlers'
import type { MockHandlerOptions } from './handlers'
import { createMockStore } from './store'

/** An MSW server for Node tests. Call `listen()` / `close()` yourself; reset the store between tests. */
export function createMockServer(store = createMockStore(), options: MockHandlerOptions = {}) {
  return setupServer(...createHandlers(store, options))
}
