import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cueFeatures } from './classify'
import { loadClassifier } from './model-files'
import { normalise } from './normalise'

describe('the shipped classifier', () => {
  const classifier = loadClassifier()

  it.each([
    ['Would love to be able to export dashboards to PDF', 'feature_request'],
    ['Can you please add a dark mode to the mobile app?', 'feature_request'],
    ['It would be great to have an integration with HubSpot', 'feature_request'],
    ['I wish the mobile app had offline mode', 'feature_request'],
    ["Acme said they'd upgrade to enterprise if we had role-based permissions", 'feature_request'],
    ['The app crashes every time I open the settings page', 'bug'],
    ['Since the update the export button does nothing and we get a 500 error', 'bug'],
    ['How do I change the owner of our workspace?', 'question'],
    ['Where can I find last year\'s invoices?', 'question'],
    ['Love the new dashboard, great work team!', 'praise'],
    ['Thanks so much, the support team was amazing', 'praise'],
    ["I'll be out of office until Monday", 'other'],
    ['Please find attached the signed order form', 'other'],
    // customer language: app reviews, relayed asks, and the hard negatives that read like requests
    ['Needs a sleep timer. Otherwise perfect', 'feature_request'],
    ['The only thing missing is a Linux app', 'feature_request'],
    ['Customer asked whether we can export the audit log to S3', 'feature_request'],
    ["I wish it didn't crash every time I open my playlists", 'bug'],
    ['Thanks for adding dark mode, looks great!', 'praise'],
    ['Is there a way to change my username? I did it once but forgot where', 'question'],
  ])('%s → %s', (text, label) => {
    expect(classifier.classify(text).label).toBe(label)
  })

  it('gives probabilities that sum to 1 and a confidence equal to the winner', () => {
    const result = classifier.classify('Please add SSO with Okta')
    const total = Object.values(result.scores).reduce((sum, p) => sum + p, 0)
    expect(total).toBeCloseTo(1, 5)
    expect(result.confidence).toBe(result.scores[result.label])
    expect(result.confidence).toBeGreaterThan(0.5)
    expect(result.confidence).toBeLessThanOrEqual(1)
  })

  it('is deterministic and can be restricted to some labels', () => {
    const text = 'Is there a way to export to PDF? That would be great'
    expect(classifier.classify(text)).toEqual(classifier.classify(text))
    const restricted = classifier.classifyNormalised(text, ['bug', 'question'])
    expect(['bug', 'question']).toContain(restricted.label)
    expect(restricted.scores.feature_request).toBe(0)
  })
})

describe('the classifier features', () => {
  /**
   * The shipped weights were trained on these features: normalising and featurising Headway's examples must give the
   * same bytes as when they were trained. The digest covers the model's idf too, so retraining changes it (this one is
   * of the model trained with the customer messages, and the text functions before and after their linear-time
   * rewrite give it alike).
   */
  const TRAINED_FEATURES_DIGEST = 'd04519c4af863c04194105090fc8a957cf5ff8bbe094812633790e25e66f7826'

  it("are unchanged on Headway's examples (data/feedback-examples.jsonl)", () => {
    const classifier = loadClassifier()
    const hash = createHash('sha256')
    const lines = readFileSync(new URL('./data/feedback-examples.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean)
    for (const line of lines) {
      const text = normalise((JSON.parse(line) as { text: string }).text)
      const vector = classifier.featuriser.vector(text)
      hash.update(text).update(Buffer.from(vector.indices.buffer)).update(Buffer.from(vector.values.buffer))
    }
    expect(lines.length).toBeGreaterThan(200)
    expect(hash.digest('hex')).toBe(TRAINED_FEATURES_DIGEST)
  })
})

describe('cueFeatures', () => {
  it('aggregates request, question, bug and praise cues', () => {
    expect(cueFeatures('Would love a dark mode')).toContain('request>=3')
    expect(cueFeatures('How do I export?')).toEqual(expect.arrayContaining(['first-line-question', 'question-start']))
    expect(cueFeatures('Crash with an exception')).toContain('bug>0')
    expect(cueFeatures('ok')).toEqual(['no-cue'])
  })
})
