import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * The first test of every component: no axe violations. jsdom cannot compute colours, so contrast is left to the
 * stories project, which runs axe in Chromium in light and dark.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}
