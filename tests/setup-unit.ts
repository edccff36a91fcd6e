import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// jsdom shares two cores with the browser projects in `npm test`: give findBy/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 })

// A component that logs an error during a test is a failing component (react-spectrum's habit).
let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`)
  }
})
