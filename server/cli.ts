/**
 * `npm run headway -- <command> ...`: Headway's command line.
 *
 *   ai <classify|extract|cluster|dedupe> --in FILE.jsonl --out FILE.jsonl   the feedback pipeline's stages (server/ai/cli.ts)
 *   slack import --company <id or name> --file <export.zip>                 import a Slack export (server/integrations/slack/cli.ts)
 *
 * Each command lives in its own module; add one to `commands` below.
 */
import { createAiProvider } from './ai'
import { aiCli } from './ai/cli'
import { AiIntegrationError } from './ai/errors'
import { loadAiSettings } from './ai/settings'
import { slackCli } from './integrations/slack/cli'

type Command = (args: string[]) => Promise<number>

const io = {
  stdout: (text: string) => void process.stdout.write(text),
  stderr: (text: string) => void process.stderr.write(text),
}

const commands: Record<string, Command> = {
  ai: (args) =>
    aiCli(args, (kind) => {
      const settings = loadAiSettings(process.env)
      return createAiProvider({ ...settings, aiProvider: kind ?? settings.aiProvider })
    }, io),
  slack: (args) => slackCli(args, io),
}

const USAGE = `Usage: headway <command> ...
Commands:
  ai <classify|extract|cluster|dedupe> --in FILE.jsonl --out FILE.jsonl [--provider local|openai] [--k N] [--threshold X]
  slack import --company <id or name> --file <export.zip> [--team-name <name>] [--team-domain <subdomain>]
`

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  const command = name ? commands[name] : undefined
  if (!command) {
    io.stderr(name && name !== '--help' && name !== 'help' ? `Unknown command "${name}".\n${USAGE}` : USAGE)
    return name && name !== '--help' && name !== 'help' ? 2 : 0
  }
  try {
    return await command(args)
  } catch (error) {
    if (error instanceof AiIntegrationError) {
      io.stderr(`${error.message}\n`)
      return 3
    }
    throw error
  }
}

process.exitCode = await main(process.argv.slice(2))
