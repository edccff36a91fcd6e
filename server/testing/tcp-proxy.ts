import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A loopback TCP proxy in front of a server (PostgreSQL, in the outage tests), which a test stops and starts as the
 * server itself would be stopped and started, without touching the real one (it is shared by every test):
 * - stop(): every open connection is cut, both ways, and the listening socket is closed, so new connections are
 *   refused (ECONNREFUSED), as by a stopped server;
 * - start(): it listens again on the same port, and connections reach the server again.
 */
export interface TcpProxy {
  port: number
  /** `url` (e.g. the server's postgres:// URL) with its host and port replaced by the proxy's. */
  urlFor(url: string): string
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops for good. */
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0

  const track = (socket: Socket, peer: Socket) => {
    sockets.add(socket)
    // Either side ending or failing ends the other: the client sees what it would see of the server, and back.
    socket.on('error', () => peer.destroy())
    socket.on('close', () => {
      sockets.delete(socket)
      peer.destroy()
    })
  }

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve()
      const listening = createServer((client) => {
        const upstream = connect(target.port, target.host)
        track(client, upstream)
        track(upstream, client)
        client.pipe(upstream)
        upstream.pipe(client)
      })
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port
        server = listening
        resolve()
      })
    })

  const stop = async () => {
    const closing = server
    server = undefined
    if (!closing) return
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()))
    for (const socket of sockets) socket.destroy()
    await closed
  }

  await start()
  return {
    get port() {
      return port
    },
    urlFor(url) {
      const proxied = new URL(url)
      proxied.hostname = '127.0.0.1'
      proxied.port = String(port)
      return proxied.toString()
    },
    stop,
    start,
    close: stop,
  }
}
