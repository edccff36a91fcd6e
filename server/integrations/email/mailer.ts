import type { Transporter } from 'nodemailer'

/** One plain-text email. */
export interface Mail {
  to: string
  subject: string
  text: string
  /** The link the email is about (a reset or invitation link): what the development log shows. */
  link?: string
}

export interface Mailer {
  /** 'log' when no SMTP server is configured: emails are written to the log at info level instead. */
  readonly kind: 'smtp' | 'log'
  send(mail: Mail): Promise<void>
  close(): void
}

export interface MailLogger {
  info(object: object, message: string): void
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; unset = log instead of sending. */
  smtpUrl: string | undefined
  from: string
  logger: MailLogger
}

/**
 * Sends email through the SMTP server of HEADWAY_SMTP_URL (nodemailer, loaded only then). Without it, in development,
 * each email is logged at info level with its link, so a reset link can be opened from the server's output.
 */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  if (smtpUrl === undefined) {
    return {
      kind: 'log',
      async send(mail) {
        logger.info(
          { mail: { to: mail.to, subject: mail.subject, link: mail.link } },
          `Email not sent (HEADWAY_SMTP_URL is unset): "${mail.subject}" to ${mail.to}${mail.link ? `: ${mail.link}` : ''}`,
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
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close() {
      void transport?.then((opened) => opened.close())
    },
  }
}
