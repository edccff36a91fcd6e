import type { Transporter } from 'nodemailer'

/** One plain-text email. */
export interface Mail {
  to: string
  subject: string
  text: string
  /** The link the email is about (a reset, verification or invitation link). It carries a token: never logged. */
  link?: string
  /** A reply: the Message-ID of the email answered (In-Reply-To and References), so it joins that conversation. */
  inReplyTo?: string
}

export interface Mailer {
  /** 'log' when no SMTP server is configured: the log says which email was not sent. */
  readonly kind: 'smtp' | 'log'
  send(mail: Mail): Promise<void>
  close(): void
}

export interface MailLogger {
  warn(object: object, message: string): void
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; unset = log instead of sending. */
  smtpUrl: string | undefined
  from: string
  logger: MailLogger
}

/**
 * Sends email through the SMTP server of HEADWAY_SMTP_URL (nodemailer, loaded only then). Without it each email is
 * dropped with a warning naming its subject and recipient, never its text or link: those carry sign-in tokens, and
 * whoever reads the log must not be able to reset a password or accept an invitation with them.
 */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  if (smtpUrl === undefined) {
    return {
      kind: 'log',
      async send(mail) {
        logger.warn(
          { mail: { to: mail.to, subject: mail.subject } },
          `Email not sent (HEADWAY_SMTP_URL is unset): "${mail.subject}" to ${mail.to}`,
        )
      },
      close() {},
    }
  }

  let transport: Promise<Transporter> | undefined
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer')
    return nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0])
  }
  return {
    kind: 'smtp',
    async send(mail) {
      transport ??= open()
      const reply = mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: mail.inReplyTo } : {}
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...reply })
    },
    close() {
      void transport?.then((opened) => opened.close())
    },
  }
}
