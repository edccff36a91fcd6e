import { describe, expect, it } from 'vitest'
import { detectUrgency } from './urgency'

describe('detectUrgency', () => {
  it('finds blockers, churn risk, deadlines and strong frustration', () => {
    expect(detectUrgency('This is blocking our rollout').cues).toEqual(['blocker'])
    expect(detectUrgency('Without SSO we will have to cancel our subscription').cues).toEqual(['churn_risk'])
    expect(detectUrgency('We need it by Friday for the audit').cues).toEqual(['deadline'])
    expect(detectUrgency('Honestly this is so frustrating').cues).toEqual(['negative_sentiment'])
    expect(detectUrgency('Would be nice to have dark mode').score).toBe(0)
  })

  it('grows with every cue and stays below 1', () => {
    const one = detectUrgency('This is blocking us').score
    const two = detectUrgency('This is blocking us and we need it ASAP').score
    const three = detectUrgency('This is blocking us, we need it ASAP or we will switch to a competitor. Unacceptable!!!').score
    expect(one).toBeGreaterThan(0)
    expect(two).toBeGreaterThan(one)
    expect(three).toBeGreaterThan(two)
    expect(three).toBeLessThan(1)
  })
})
