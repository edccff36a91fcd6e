import { describe, expect, it } from 'vitest'
import { SENTENCE_DIMENSIONS, SentenceEncoder } from './sentence-encoder'
import { dotDense } from './vectors'

describe('SentenceEncoder (Universal Sentence Encoder Lite, shipped in an npm package)', () => {
  it('puts a paraphrase closer than an unrelated request, even without shared words', async () => {
    const [reset, forgot, darkMode] = await new SentenceEncoder().encode([
      'How do I reset my password?',
      'I forgot my password and cannot log in',
      'Please add a dark mode to the dashboard',
    ])
    expect(reset).toHaveLength(SENTENCE_DIMENSIONS)
    expect(dotDense(reset!, reset!)).toBeCloseTo(1, 5)
    expect(dotDense(reset!, forgot!)).toBeGreaterThan(0.6)
    expect(dotDense(reset!, darkMode!)).toBeLessThan(0.4)
  })

  it('gives a text the very same vector alone or in a batch with texts of other lengths', async () => {
    const texts = [
      'Dark mode',
      'Thanks, that worked!',
      'Can we move our check-in call to Thursday at 3pm?',
      'Could we get a way to export a whole dashboard to PDF? Our execs want it attached to the monthly board pack.',
      'Is a mobile app planned? I check our numbers on my phone constantly and the site is hard to use on a small screen.',
    ]
    const batched = await new SentenceEncoder().encode(texts)
    for (const [i, text] of texts.entries()) {
      const [alone] = await new SentenceEncoder().encode([text])
      expect(alone).toEqual(batched[i])
    }
  })

  it('gives the zero vector for a text with nothing in it', async () => {
    const [empty] = await new SentenceEncoder().encode(['   '])
    expect(empty).toHaveLength(SENTENCE_DIMENSIONS)
    expect(empty!.every((value) => value === 0)).toBe(true)
  })
})
