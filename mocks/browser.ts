import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'
import { createMockStore } from './store'

/** The store behind the browser worker; `mockStore.reset()` brings back the demo data. */
export const mockStore = createMockStore()
export const worker = setupWorker(...createHandlers(mockStore))

/** Starts the service worker for `npm run dev:mock`; requests that are not API calls pass through quietly. */
export async function startMockWorker(): Promise<void> {
  await worker.start({ onUnhandledRequest: 'bypass' })
}
