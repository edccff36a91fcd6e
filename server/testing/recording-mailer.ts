import type { Mail, Mailer } from '../integrations/email/mailer'

/** A mailer that keeps what it is given, and refuses the addresses it is told to (as an SMTP server's 550 would). */
export function recordingMailer(refused: readonly string[] = []): { mailer: Mailer; mails: Mail[] } {
  const mails: Mail[] = []
  const mailer: Mailer = {
    kind: 'log',
    async send(mail) {
      if (refused.includes(mail.to)) throw new Error(`550 mailbox unavailable: ${mail.to}`)
      mails.push(mail)
    },
    close() {},
  }
  return { mailer, mails }
}

/**
 * True for the emails about the work (alerts, summaries), false for the account links setting people up sends
 * (the verification link of a registration, an invitation): tests about the former leave the latter out.
 */
export const notAccountMail = (mail: Mail): boolean => !/\/(verify-email|register)\?/.test(mail.link ?? '')
