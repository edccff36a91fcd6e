import { describe, expect, it } from 'vitest'
import { analyseFeedback } from './pipeline'
import { LocalProvider } from './providers/local'
import { requestTerms, TypoCorrector } from './request-terms'

const provider = new LocalProvider()

/** The features the pipeline makes of these requests, each as the ids of its items. */
async function grouped(texts: readonly string[]): Promise<string[][]> {
  const items = texts.map((text, i) => ({ id: `m${i + 1}`, text }))
  const result = await analyseFeedback(items, { features: [], themes: [] }, provider)
  expect(result.mentions).toHaveLength(texts.length) // every one of them is a request
  return result.featuresToCreate.map((feature) => feature.itemIds)
}

describe('matching a request to the feature it repeats', () => {
  it('joins requests in other words: synonyms, a misspelling, no request cue in common', async () => {
    expect(
      await grouped([
        'Please add a dark mode, the white screen is blinding at night',
        'Would love a night theme for reading in bed',
        'needs dakr mode asap',
      ]),
    ).toEqual([['m1', 'm2', 'm3']])
    expect(await grouped(['Can we get recurring tasks?', 'would love tasks that repeat every week'])).toEqual([['m1', 'm2']])
    expect(await grouped(['We need SAML single sign-on for our security review', 'Please add SSO'])).toEqual([['m1', 'm2']])
  })

  it('keeps near misses apart: export against import, editing against deleting', async () => {
    expect(
      await grouped([
        'Can we export all tasks to CSV?',
        'Please let us import tasks from a CSV file',
        'export to excel would be great',
        'we want to bulk upload tasks from a spreadsheet',
      ]),
    ).toEqual([
      ['m1', 'm3'],
      ['m2', 'm4'],
    ])
    expect(await grouped(['Please let me edit a message after sending it', 'Please let me delete a message I sent by mistake'])).toEqual([['m1'], ['m2']])
  })
})

describe('requestTerms', () => {
  it('leaves the ways of asking out and makes synonyms one term', () => {
    expect(requestTerms('Would love a night theme pls!!')).toEqual(requestTerms('please add dark mode'))
    expect(requestTerms('Export to Excel')).toEqual(requestTerms('export to CSV'))
    expect(requestTerms('Any chance of SAML?')).toEqual(requestTerms('single sign-on'))
  })
})

describe('TypoCorrector', () => {
  const collection = [['dark', 'mode'], ['dark', 'mode'], ['dakr', 'mode'], ['integr'], ['integ'], ['export'], ['import']]
  const known = (term: string) => ['dark', 'mode', 'export', 'import'].includes(term)

  it('corrects a rare unknown term to the word one edit away', () => {
    const corrector = new TypoCorrector(collection, known)
    expect(corrector.correct('dakr')).toBe('dark')
    expect(corrector.correct('dark')).toBe('dark')
  })

  it('leaves known words, short words and words with no near neighbour as they are', () => {
    const corrector = new TypoCorrector(collection, known)
    expect(corrector.correct('export')).toBe('export') // two edits from import, and known
    expect(corrector.correct('integ')).toBe('integ') // its neighbour is neither known nor more frequent
    expect(corrector.correct('mod')).toBe('mod')
  })
})
