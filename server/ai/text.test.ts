import { describe, expect, it } from 'vitest'
import { hashString, leading, seededRandom, shuffled, splitSentences, stem, tokenize } from './text'

describe('text utilities', () => {
  it('tokenises lower case words with inner apostrophes and any script', () => {
    expect(tokenize("We'd LOVE a PDF-export, 2x faster! Café über")).toEqual(["we'd", 'love', 'a', 'pdf', 'export', '2x', 'faster', 'café', 'über'])
  })

  it('stems like Porter', () => {
    const cases: Record<string, string> = {
      caresses: 'caress', ponies: 'poni', dashboards: 'dashboard', exporting: 'export', exported: 'export',
      relational: 'relat', generalization: 'gener', hopeful: 'hope', notifications: 'notif', running: 'run',
    }
    expect(Object.fromEntries(Object.keys(cases).map((word) => [word, stem(word)]))).toEqual(cases)
  })

  it("stems y as Porter reads it, also in a word of y's too long to read recursively", () => {
    expect(['saying', 'toying', 'yelling', 'happy', 'syzygy', 'yyyy'].map(stem)).toEqual(['sai', 'toi', 'yell', 'happi', 'syzygi', 'yyyi'])
    expect(stem('y'.repeat(200_000))).toHaveLength(200_000)
  })

  it('cuts text to a length without splitting an emoji', () => {
    expect(leading('abc', 5)).toBe('abc')
    expect(leading('ab😀', 3)).toBe('ab')
    expect(leading('ab😀', 4)).toBe('ab😀')
  })

  it('splits sentences but not abbreviations or decimals', () => {
    expect(splitSentences('Add SSO, e.g. Okta. Version 2.5 broke it! Why?\nNew line')).toEqual([
      'Add SSO, e.g. Okta.',
      'Version 2.5 broke it!',
      'Why?',
      'New line',
    ])
  })

  it('hashes and shuffles deterministically', () => {
    expect(hashString('export')).toBe(hashString('export'))
    expect(hashString('export', 1)).not.toBe(hashString('export', 2))
    expect(shuffled([1, 2, 3, 4, 5, 6], seededRandom(3))).toEqual(shuffled([1, 2, 3, 4, 5, 6], seededRandom(3)))
    const random = seededRandom(9)
    const values = Array.from({ length: 1000 }, () => random())
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
  })
})
