import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from '@playwright/test'
import { type FakeSmtp, mailBody, mailHeader, startFakeSmtp } from '../server/testing/fake-smtp'

/** One email as the e2e tests read it. */
export interface E2eMail {
  to: string[]
  subject: string
  body: string
}

/**
 * The loopback SMTP server `npm start` sends its emails to during the e2e run, and a small HTTP inbox over it: the
 * tests run in Playwright's worker processes, which cannot reach the fake's memory, so they read GET <inbox>/mails.
 */
export async function startE2eMailbox(): Promise<{ smtp: FakeSmtp; inboxUrl: string; close(): Promise<void> }> {
  const smtp = await startFakeSmtp()
  const inbox = createServer((_request, response) => {
    const mails: E2eMail[] = smtp.received.map((mail) => ({
      to: mail.to,
      subject: mailHeader(mail, 'Subject') ?? '',
      body: mailBody(mail),
    }))
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(mails))
  })
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve))
  const { port } = inbox.address() as AddressInfo
  return {
    smtp,
    inboxUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => inbox.close(() => resolve()))
      await smtp.close()
    },
  }
}

/** Waits until an email to the address whose body holds a link starting with `linkPrefix` arrives; answers the link. */
export async function linkMailedTo(address: string, linkPrefix: string): Promise<string> {
  const inboxUrl = process.env.E2E_INBOX_URL
  if (!inboxUrl) throw new Error('E2E_INBOX_URL is not set: the e2e global setup starts the mailbox.')
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${inboxUrl}/mails`)).json()) as E2eMail[]
        for (const mail of mails.filter((candidate) => candidate.to.includes(address))) {
          const start = mail.body.indexOf(linkPrefix)
          if (start !== -1) link = /^\S+/.exec(mail.body.slice(start))?.[0]
        }
        return link
      },
      { message: `an email to ${address} with a link to ${linkPrefix}`, timeout: 20_000 },
    )
    .toBeDefined()
  return link!
}
