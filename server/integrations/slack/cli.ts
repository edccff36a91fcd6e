import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { eq, or } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../../config'
import { type Database, type Db, openDatabase } from '../../db/client'
import { companies } from '../../db/schema'
import { companyNameKey } from '../../domain/auth/company-membership'
import { DomainError } from '../../domain/errors'
import { importSlackExport, type ImportProgress } from './export-import'

/**
 * `headway slack import --company <id or name> --file <export.zip> [--team-name <name>] [--team-domain <acme>]`, on
 * the database the settings point at (DATABASE_URL, or the embedded one in HEADWAY_DATA_DIR: stop the server first,
 * one process owns PGlite).
 */

export const SLACK_USAGE = `Usage: headway slack import --company <company id or name> --file <export.zip>
  [--team-name <name>] [--team-domain <subdomain, e.g. acme>]
Imports a Slack workspace export (the .zip from Slack's "Export data") into the company's feedback;
importing the same export again stores nothing twice.`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export class SlackCliError extends Error {
  override name = 'SlackCliError'
}

function options(args: string[]): Record<string, string> {
  const parsed: Record<string, string> = {}
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? ''
    if (!arg.startsWith('--')) throw new SlackCliError(`Unexpected argument "${arg}".\n${SLACK_USAGE}`)
    const [name = '', inline] = arg.slice(2).split('=', 2)
    const value = inline ?? args[(index += 1)]
    if (value === undefined) throw new SlackCliError(`--${name} needs a value.\n${SLACK_USAGE}`)
    parsed[name] = value
  }
  return parsed
}

async function findCompany(db: Db, idOrName: string) {
  const byName = eq(companies.nameKey, companyNameKey(idOrName))
  const found = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(UUID.test(idOrName) ? or(eq(companies.id, idOrName), byName) : byName)
    .limit(2)
  const [company] = found
  if (!company) throw new SlackCliError(`No company "${idOrName.trim()}". Give its id, or its name as it was registered.`)
  // Company names are not unique (a name alone lets nobody in), so a shared name needs the id.
  if (found.length > 1) throw new SlackCliError(`Several companies are named "${idOrName.trim()}". Give the id of the one to import into.`)
  return company
}

/** Runs `slack <command> ...` on an open database; answers what to print. */
/** The records the import skipped as invalid, or nothing when there were none. */
function invalidLine({ channels, users, messages, files }: ImportProgress['invalid']): string {
  if (channels + users + messages + files === 0) return ''
  return `Invalid records skipped: ${channels} channels, ${users} users, ${messages} messages, ${files} day files.\n`
}

export async function runSlackCommand(args: string[], database: Database): Promise<string> {
  const [command, ...rest] = args
  if (command !== 'import') throw new SlackCliError(SLACK_USAGE)
  const given = options(rest)
  if (!given.company || !given.file) throw new SlackCliError(`--company and --file are required.\n${SLACK_USAGE}`)
  const company = await findCompany(database.db, given.company)
  try {
    await access(given.file, constants.R_OK)
  } catch (error) {
    throw new SlackCliError(`Cannot read ${given.file}: ${(error as Error).message}`)
  }
  const summary = await importSlackExport(database.db, company.id, given.file, {
    fileName: given.file,
    ...(given['team-name'] && { teamName: given['team-name'] }),
    ...(given['team-domain'] && { teamDomain: given['team-domain'] }),
  })
  return (
    `Imported ${given.file} into ${company.name} as "${summary.integration.teamName}" ` +
    `(integration ${summary.integration.id}).\n` +
    `Channels: ${summary.channels}. New messages stored: ${summary.messagesStored}. ` +
    `Skipped (already stored, bots, joins...): ${summary.messagesSkipped}.\n` +
    invalidLine(summary.invalid)
  )
}

/** The `slack` command of server/cli.ts: opens (and migrates) the configured database, runs, closes. Exit code. */
export async function slackCli(
  args: string[],
  io: { stdout: (text: string) => void; stderr: (text: string) => void },
): Promise<number> {
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    io.stdout(`${SLACK_USAGE}\n`)
    return args.length === 0 ? 2 : 0
  }
  let database: Database | undefined
  try {
    const config = loadConfig()
    database = await openDatabase(config)
    await database.migrate()
    io.stdout(await runSlackCommand(args, database))
    return 0
  } catch (error) {
    if (error instanceof SlackCliError || error instanceof ConfigError) io.stderr(`${error.message}\n`)
    else if (error instanceof DomainError) io.stderr(`${error.detail}\n`)
    else throw error
    return 1
  } finally {
    await database?.close()
  }
}
