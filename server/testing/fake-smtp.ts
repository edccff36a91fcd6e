import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/** One message as the fake SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  /** The credentials of AUTH PLAIN or LOGIN, when the client authenticated. */
  user: string | undefined
  password: string | undefined
  /** The raw message (headers and body) as sent in DATA, dot-unstuffed. */
  data: string
}

export interface FakeSmtp {
  /** smtp://user:pass@127.0.0.1:<port>, for HEADWAY_SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Resolves with the next message (or one already received and not yet taken). */
  nextMail(): Promise<ReceivedMail>
  close(): Promise<void>
}

/**
 * A loopback SMTP server that speaks just enough of RFC 5321 for nodemailer: EHLO with AUTH PLAIN/LOGIN (no STARTTLS),
 * MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT. It stores what it receives.
 */
export async function startFakeSmtp(credentials = { user: 'mailer', password: 'mail-secret' }): Promise<FakeSmtp> {
  const received: ReceivedMail[] = []
  let taken = 0
  const waiting: Array<(mail: ReceivedMail) => void> = []
  const sockets = new Set<Socket>()

  const deliver = (mail: ReceivedMail) => {
    received.push(mail)
    const waiter = waiting.shift()
    if (waiter) {
      taken += 1
      waiter(mail)
    }
  }

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ''
    let mode: 'command' | 'data' | 'auth-login-user' | 'auth-login-password' = 'command'
    let mail: ReceivedMail = { from: '', to: [], user: undefined, password: undefined, data: '' }
    let user: string | undefined
    let password: string | undefined
    const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8')

    reply('220 fake-smtp.test ESMTP ready')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          mode = 'command'
          deliver({ ...mail, user, password, data })
          mail = { from: '', to: [], user: undefined, password: undefined, data: '' }
          reply('250 2.0.0 queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        if (mode === 'auth-login-user') {
          user = decode(line)
          mode = 'auth-login-password'
          reply(`334 ${Buffer.from('Password:').toString('base64')}`)
          continue
        }
        if (mode === 'auth-login-password') {
          password = decode(line)
          mode = 'command'
          reply(user === credentials.user && password === credentials.password ? '235 2.7.0 ok' : '535 5.7.8 bad credentials')
          continue
        }
        const [verb = '', ...rest] = line.split(' ')
        const argument = rest.join(' ')
        switch (verb.toUpperCase()) {
          case 'EHLO':
            reply('250-fake-smtp.test')
            reply('250-AUTH PLAIN LOGIN')
            reply('250 8BITMIME')
            break
          case 'HELO':
            reply('250 fake-smtp.test')
            break
          case 'AUTH': {
            const [method = '', initial] = argument.split(' ')
            if (method.toUpperCase() === 'PLAIN' && initial) {
              const [, plainUser, plainPassword] = decode(initial).split('\u0000')
              user = plainUser
              password = plainPassword
              reply(user === credentials.user && password === credentials.password ? '235 2.7.0 ok' : '535 5.7.8 bad credentials')
            } else if (method.toUpperCase() === 'LOGIN') {
              mode = 'auth-login-user'
              reply(`334 ${Buffer.from('Username:').toString('base64')}`)
            } else {
              reply('504 5.5.4 unsupported')
            }
            break
          }
          case 'MAIL':
            mail.from = /<([^>]*)>/.exec(argument)?.[1] ?? ''
            reply('250 2.1.0 ok')
            break
          case 'RCPT':
            mail.to.push(/<([^>]*)>/.exec(argument)?.[1] ?? '')
            reply('250 2.1.5 ok')
            break
          case 'DATA':
            mode = 'data'
            reply('354 end with <CR><LF>.<CR><LF>')
            break
          case 'RSET':
            mail = { from: '', to: [], user: undefined, password: undefined, data: '' }
            reply('250 2.0.0 ok')
            break
          case 'NOOP':
            reply('250 2.0.0 ok')
            break
          case 'QUIT':
            reply('221 2.0.0 bye')
            socket.end()
            return
          default:
            reply('502 5.5.2 command not implemented')
        }
      }
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://${credentials.user}:${credentials.password}@127.0.0.1:${port}`,
    received,
    nextMail() {
      if (taken < received.length) return Promise.resolve(received[taken++] as ReceivedMail)
      return new Promise((resolve) => waiting.push(resolve))
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** The body of a plain-text message, with quoted-printable soft line breaks and escapes undone. */
export function mailBody(mail: ReceivedMail): string {
  const separator = mail.data.indexOf('\r\n\r\n')
  const body = separator === -1 ? mail.data : mail.data.slice(separator + 4)
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(mail.data)) return body
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** A header's value (first occurrence), unfolded. */
export function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const headers = mail.data.split('\r\n\r\n', 1)[0]?.replace(/\r\n[ \t]+/g, ' ') ?? ''
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)
  return match?.[1]
}
