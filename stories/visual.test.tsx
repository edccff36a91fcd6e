import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite'
import { css } from '@styled-system/css'
import axe from 'axe-core'
import { beforeAll, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import preview from '../.storybook/preview'

type StoryFile = Parameters<typeof composeStories>[0]
type ComposedStory = ReturnType<typeof composeStory>

setProjectAnnotations(preview)

const storyFiles = import.meta.glob<StoryFile>('./**/*.stories.tsx', { eager: true })
const colorModes = ['light', 'dark'] as const

/** The element shot for every story: padding and the page background of the current colour mode. */
const storyRoot = document.createElement('div')
storyRoot.className = css({ p: '3', bg: 'bg' })

beforeAll(async () => {
  const still = document.createElement('style')
  still.textContent = `*, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }`
  document.head.append(still)
  document.body.append(storyRoot)
  await document.fonts.ready
})

async function expectNoAxeViolations(root: Element): Promise<void> {
  const { violations } = await axe.run(root)
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
  )
  expect(found).toEqual([])
}

// Every story once per colour mode: its play function (its assertions), its screenshot against the baseline, and axe.
// This is the stories' test in `npm test`; the `stories` project (Storybook's own runner, `npm run test:stories`) runs
// the same play functions in light mode only and is left out of it, as it would run each of them a third time.
for (const stories of Object.values(storyFiles)) {
  // A glob cannot type each file's exports, so the composed stories are typed here.
  for (const Story of Object.values(composeStories(stories)) as ComposedStory[]) {
    for (const colorMode of colorModes) {
      test(`${Story.id} (${colorMode})`, async () => {
        // The colour mode goes through the same global and decorator as the Storybook toolbar.
        await Story.run({ canvasElement: storyRoot, globals: { colorMode } })
        await document.fonts.ready
        await expect.element(page.elementLocator(storyRoot)).toMatchScreenshot(`${Story.id}-${colorMode}`)
        await expectNoAxeViolations(storyRoot)
      })
    }
  }
}
