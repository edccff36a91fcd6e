import type { Db } from '../../db/client'
import type { Mail, Mailer } from '../../integrations/email/mailer'

/** What the email jobs need: the database, the mailer, and the address their links start with. */
export interface NotificationEmailDependencies {
  db: Db
  mailer: Mailer
  publicUrl: string
}

/**
 * Sends every mail, one refused address costing the others nothing; then throws, saying how many failed, if any did.
 * Answers how many went out. `what` names the emails in that error, e.g. 'weekly summary'.
 */
export async function sendAll(mailer: Mailer, mails: readonly Mail[], what: string): Promise<number> {
  const failures: unknown[] = []
  for (const mail of mails) {
    try {
      await mailer.send(mail)
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) {
    const emails = failures.length === 1 ? 'email' : 'emails'
    throw new Error(`${failures.length} ${what} ${emails} could not be sent`, { cause: failures[0] })
  }
  return mails.length
}
