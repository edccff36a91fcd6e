/**
 * Every function that reads text a stranger wrote (a Slack message, an email's body or headers), with the hostile
 * inputs aimed at it: the linear-time tests (text-handlers.test.ts) and bench/hostile-text.ts run each on each.
 */
import type { gmail_v1 } from '@googleapis/gmail'
import { analysedText } from '../ai/analysed-text'
import { extractRequest, requestClause } from '../ai/extract'
import { loadClassifier } from '../ai/model-files'
import { normalise } from '../ai/normalise'
import { redact } from '../ai/redact'
import { requestTerms, TypoCorrector } from '../ai/request-terms'
import { contentTerms, splitSentences, tokenize } from '../ai/text'
import { detectUrgency } from '../ai/urgency'
import { termsOf } from '../ai/vectors'
import { decodeMimeWords, isCustomerEmail, parseAddress, toEmailRow } from '../integrations/gmail/emails'
import { htmlToText } from '../integrations/gmail/html-to-text'
import { HEADER_ATTACKS, HTML_ATTACKS, SLACK_ATTACKS, TEXT_ATTACKS, type HostileAttack } from './hostile-text'

export interface TextHandler {
  name: string
  run: (text: string) => unknown
  attacks: readonly HostileAttack[]
}

/** An email whose headers are these (the body a short plain text). */
function email(headers: Record<string, string>): gmail_v1.Schema$Message {
  return {
    id: 'hostile',
    labelIds: ['INBOX'],
    payload: {
      mimeType: 'text/plain',
      headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
      body: { data: Buffer.from('Hi').toString('base64url') },
    },
  }
}

const label = { id: 'INBOX', name: 'Inbox' }
const names = ['Jane Doe', 'Will']

export const TEXT_HANDLERS: readonly TextHandler[] = [
  { name: 'normalise', run: normalise, attacks: [...SLACK_ATTACKS, ...TEXT_ATTACKS] },
  { name: 'analysedText', run: analysedText, attacks: SLACK_ATTACKS },
  { name: 'htmlToText', run: htmlToText, attacks: [...HTML_ATTACKS, ...SLACK_ATTACKS] },
  { name: 'parseAddress', run: parseAddress, attacks: [...HEADER_ATTACKS, ...SLACK_ATTACKS] },
  { name: 'decodeMimeWords', run: decodeMimeWords, attacks: HEADER_ATTACKS },
  { name: 'isCustomerEmail (From)', run: (text) => isCustomerEmail(email({ From: text }), 'support@headway.test'), attacks: HEADER_ATTACKS },
  { name: 'toEmailRow (Subject)', run: (text) => toEmailRow(email({ From: 'jane@acme.com', Subject: text }), label), attacks: HEADER_ATTACKS },
  { name: 'extractRequest', run: extractRequest, attacks: TEXT_ATTACKS },
  { name: 'requestClause', run: requestClause, attacks: TEXT_ATTACKS },
  { name: 'splitSentences', run: splitSentences, attacks: TEXT_ATTACKS },
  { name: 'tokenize', run: tokenize, attacks: TEXT_ATTACKS },
  { name: 'contentTerms', run: contentTerms, attacks: TEXT_ATTACKS },
  { name: 'termsOf', run: termsOf, attacks: TEXT_ATTACKS },
  { name: 'requestTerms', run: requestTerms, attacks: TEXT_ATTACKS },
  {
    name: 'TypoCorrector',
    run: (text) => {
      const terms = requestTerms(text)
      const corrector = new TypoCorrector([terms], () => false)
      return terms.map((term) => corrector.correct(term))
    },
    attacks: TEXT_ATTACKS,
  },
  { name: 'classifier features', run: (text) => loadClassifier().classifyNormalised(text), attacks: TEXT_ATTACKS },
  { name: 'redact', run: (text) => redact(text, { names }), attacks: [...SLACK_ATTACKS, ...TEXT_ATTACKS, ...HEADER_ATTACKS] },
  { name: 'redact (as names)', run: (text) => redact('Jane Doe asked again', { names: [text, ...names] }), attacks: HEADER_ATTACKS },
  { name: 'detectUrgency', run: detectUrgency, attacks: TEXT_ATTACKS },
]
