/**
 * Urgency cues in a (normalised) message, from a small lexicon: blockers ("this is blocking us"), churn risk
 * ("we'll have to switch", "cancel our subscription"), deadlines ("by Friday", "before our launch", "ASAP") and strong
 * negative sentiment ("frustrating", "unacceptable"). The score is 1 − Π(1 − w) over the cues found, so it grows with
 * every cue and stays below 1.
 */
import type { Urgency, UrgencyCue } from './types'

const LEXICON: Record<UrgencyCue, { pattern: RegExp; weight: number }> = {
  blocker: {
    pattern:
      /\b(?:block(?:ing|er|s|ed)|showstopper|show-stopper|deal ?breaker|can(?:no|')t (?:use|work|ship|launch|go live|roll ?out|proceed|continue|move forward|onboard)|unable to (?:use|work|ship|launch|proceed)|(?:stops|stopping|stopped) us|holding us back|critical|(?:hard|must-have) requirement|must have|required by (?:our|the) (?:auditors|security|legal|compliance)|won'?t (?:approve|sign)|(?:prevents|preventing) us)\b/i,
    weight: 0.5,
  },
  churn_risk: {
    pattern:
      /\b(?:cancel(?:l?ing|l?ed)? (?:our|my|the) (?:subscription|account|plan|contract)|(?:switch|switching|move|moving|migrate|migrating) (?:to|over to) (?:a |another )?(?:competitor|alternative|\w+ instead)|(?:looking at|evaluating|considering) (?:other|alternative|competing) (?:tools|options|vendors|products)|(?:not|won'?t|might not|may not) renew|churn|leave (?:you|the platform)|(?:deal|contract|renewal) (?:depends|hinges) on|reconsider(?:ing)? (?:our|the) (?:contract|subscription|renewal))\b/i,
    weight: 0.6,
  },
  deadline: {
    pattern:
      /\b(?:asap|urgent(?:ly)?|as soon as possible|deadline|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|eod|end of (?:day|week|month|quarter|year)|next week|the end of|q[1-4])|before (?:our|the) (?:launch|audit|release|renewal|demo|board meeting|go-live|deadline)|(?:this|next) (?:week|sprint) at the latest|time[- ]sensitive|immediately|right away)\b/i,
    weight: 0.35,
  },
  negative_sentiment: {
    pattern:
      /\b(?:frustrat(?:ing|ed|ion)|unacceptable|terrible|horrible|awful|useless|ridiculous|furious|angry|annoy(?:ing|ed)|disappoint(?:ing|ed)|fed up|sick of|nightmare|painful|hate|worst|unusable|embarrassing|killing us|losing (?:money|customers|deals))\b/i,
    weight: 0.3,
  },
}

const CUES = Object.keys(LEXICON) as UrgencyCue[]

export function detectUrgency(text: string): Urgency {
  const cues: UrgencyCue[] = []
  let calm = 1
  for (const cue of CUES) {
    const { pattern, weight } = LEXICON[cue]
    if (pattern.test(text)) {
      cues.push(cue)
      calm *= 1 - weight
    }
  }
  // Shouting adds a little: three or more exclamation marks, or a long all-caps run.
  if (/!{3,}/.test(text) || /\b[A-Z]{4,}(?:\s+[A-Z]{2,}){2,}\b/.test(text)) calm *= 0.9
  return { score: Number((1 - calm).toFixed(4)), cues }
}
