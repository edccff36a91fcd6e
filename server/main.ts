import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { startingPointFor } from './db/pglite-template'
import { applyDemoSetting } from './demo/seed'
import { buildApp } from './http/build-app'
import { SHUTDOWN_LIMITS } from './shutdown'

/**
 * Starts Headway: settings, database (migrated), the demo workspace (seeded, or disabled when demo mode is off),
 * HTTP server; stops cleanly on SIGTERM or SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config, { loadDataDir: await startingPointFor(config) })
  await database.migrate()
  const app = buildApp({ config, database })
  await applyDemoSetting(database.db, config.demo, app.log)

  // Within 5 s, work in flight included: server/shutdown.ts.
  let stopping = false
  let step = 'closing the server'
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    // The memory it held at rest, until now (bench/memory-at-rest.ts reads it).
    app.log.info({ memory: process.memoryUsage() }, `${signal} received: shutting down`)
    const hardStop = setTimeout(() => {
      app.log.error(`Shutdown still ${step} after ${SHUTDOWN_LIMITS.hardDeadlineMs} ms: exiting anyway`)
      process.exit(1)
    }, SHUTDOWN_LIMITS.hardDeadlineMs)
    hardStop.unref()
    try {
      await app.close()
      step = 'closing the database'
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)

  const url = await app.listen({ port: config.port, host: config.host })
  app.log.info(`Headway is running at ${url}`)
}

main().catch((error: unknown) => {
  // A bad setting is explained in one sentence; anything else deserves its stack.
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
