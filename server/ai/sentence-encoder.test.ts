import { describe, expect, it } from 'vitest'
import { SENTENCE_DIMENSIONS, encodeSentences } from './sentence-encoder'
import { dotDense } from './vectors'

describe('encodeSentences (Universal Sentence Encoder Lite, shipped in an npm package)', () => {
  it('puts a paraphrase closer than an unrelated request, even without shared words', async () => {
    const [reset, forgot, darkMode] = await encodeSentences([
      'How do I reset my password?',
      'I forgot my password and cannot log in',
      'Please add a dark mode to the dashboard',
    ])
    expect(reset).toHaveLength(SENTENCE_DIMENSIONS)
    expect(dotDense(reset!, reset!)).toBeCloseTo(1, 5)
    expect(dotDense(reset!, forgot!)).toBeGreaterThan(0.6)
    expect(dotDense(reset!, darkMode!)).toBeLessThan(0.4)
  })

  it('gives the zero vector for a text with nothing in it', async () => {
    const [empty] = await encodeSentences(['   '])
    expect(empty).toHaveLength(SENTENCE_DIMENSIONS)
    expect(empty!.every((value) => value === 0)).toBe(true)
  })
})
