import { describe, expect, it } from 'vitest'
import { bodyText, decodeMimeWords, isCustomerEmail, parseAddress } from './emails'
import { htmlToText } from './html-to-text'

const data = (text: string) => ({ data: Buffer.from(text).toString('base64url') })
const message = (headers: Record<string, string>, labelIds = ['INBOX']) => ({
  id: 'm1',
  labelIds,
  payload: { mimeType: 'text/plain', headers: Object.entries(headers).map(([name, value]) => ({ name, value })), body: data('Hi') },
})

describe('email helpers', () => {
  it('reads a sender as a name and a lower-cased address', () => {
    expect(parseAddress('"Doe, Jane" <Jane.Doe@Acme.com>')).toEqual({ name: 'Doe, Jane', address: 'jane.doe@acme.com' })
    expect(parseAddress('Jane Doe <jane@acme.com>')).toEqual({ name: 'Jane Doe', address: 'jane@acme.com' })
    expect(parseAddress('jane@acme.com')).toEqual({ name: null, address: 'jane@acme.com' })
    expect(parseAddress('jane@acme.com (Jane Doe)')).toEqual({ name: 'Jane Doe', address: 'jane@acme.com' })
    expect(parseAddress('=?UTF-8?Q?J=C3=BCrgen_M=C3=BCller?= <j@acme.de>')).toEqual({ name: 'Jürgen Müller', address: 'j@acme.de' })
    expect(parseAddress(undefined)).toEqual({ name: null, address: null })
    expect(parseAddress('Support Team <not an address>')).toEqual({ name: 'Support Team <not an address>', address: null })
    expect(parseAddress('Jane <jane@acme.com>, Bob <bob@acme.com>')).toEqual({ name: 'Jane', address: 'jane@acme.com' })
  })

  it('decodes encoded words, joining adjacent ones', () => {
    expect(decodeMimeWords('=?UTF-8?B?w6l0w6k=?= =?UTF-8?B?IMOgIFBhcmlz?= now')).toBe('été à Paris now')
    expect(decodeMimeWords('=?unknown-charset?B?eA==?=')).toBe('=?unknown-charset?B?eA==?=')
  })

  it('prefers the text/plain part and falls back to the HTML one as text', () => {
    const alternative = {
      mimeType: 'multipart/alternative',
      parts: [
        { mimeType: 'text/plain', body: data('Plain words') },
        { mimeType: 'text/html', body: data('<p>HTML words</p>') },
      ],
    }
    expect(bodyText(alternative)).toBe('Plain words')
    expect(bodyText({ mimeType: 'multipart/mixed', parts: [{ mimeType: 'text/html', body: data('<b>Only</b> HTML') }] })).toBe('Only HTML')
    const attachmentOnly = { mimeType: 'multipart/mixed', parts: [{ mimeType: 'text/plain', filename: 'notes.txt', body: data('Attached') }] }
    expect(bodyText(attachmentOnly)).toBe('')
  })

  it('turns HTML into lines of text', () => {
    expect(htmlToText('<style>p{}</style><p>One&nbsp;&amp;&#32;two</p><div>Three<br/>Four &#x2713;</div><!-- x -->')).toBe(
      'One & two\nThree\nFour ✓',
    )
  })

  it('reads a < that starts no tag as text, and drops what is left open', () => {
    expect(htmlToText('<HEAD><TITLE>t</TITLE></HEAD><P>1 < 2 &lt;3</P><Script type="x">a<b</SCRIPT>ok')).toBe('1 < 2 <3\nok')
    expect(htmlToText('<p>Kept</p><header>Shown</header><!-- never closed <p>gone')).toBe('Kept\nShown')
    expect(htmlToText('Text <style>unclosed style keeps its text')).toBe('Text unclosed style keeps its text')
    expect(htmlToText('Bye <br')).toBe('Bye')
  })

  it('keeps customer mail and skips what the mailbox sent or machines sent', () => {
    const own = 'feedback@acme.com'
    expect(isCustomerEmail(message({ From: 'Jane <jane@globex.com>' }), own)).toBe(true)
    expect(isCustomerEmail(message({ From: 'Jane <jane@globex.com>', 'Auto-Submitted': 'no' }), own)).toBe(true)
    expect(isCustomerEmail(message({ From: 'Jane <jane@globex.com>' }, ['SENT']), own)).toBe(false)
    expect(isCustomerEmail(message({ From: 'Jane <jane@globex.com>' }, ['DRAFT']), own)).toBe(false)
    expect(isCustomerEmail(message({ From: 'Us <Feedback@Acme.com>' }), own)).toBe(false)
    expect(isCustomerEmail(message({ From: 'noreply+alerts@globex.com' }), own)).toBe(false)
    expect(isCustomerEmail(message({ From: 'MAILER-DAEMON@mx.globex.com' }), own)).toBe(false)
    expect(isCustomerEmail(message({ From: 'jane@globex.com', 'List-Id': '<users.globex.com>' }), own)).toBe(false)
    expect(isCustomerEmail(message({ From: 'jane@globex.com', Precedence: 'Bulk' }), own)).toBe(false)
    expect(isCustomerEmail(message({ From: 'jane@globex.com', 'Auto-Submitted': 'auto-generated' }), own)).toBe(false)
    expect(isCustomerEmail(message({}), own)).toBe(false)
  })
})
