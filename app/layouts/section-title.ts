import { isActivePath } from '../../src/components/Sidebar'
import { productName } from '../product'
import { paths } from '../routes/paths'

/** The app bar's title for each section, most specific path first. */
const sections: ReadonlyArray<readonly [path: string, title: string]> = [
  [paths.dashboard, 'Dashboard'],
  [paths.features, 'Features'],
  [paths.themes, 'Themes'],
  [paths.settingsWorkspace, 'Workspace Settings'],
  [paths.settingsProfile, 'Profile'],
  [paths.settingsIntegrations, 'Integrations'],
  [paths.settingsAudit, 'Audit log'],
  [paths.settings, 'Settings'],
  [paths.csvImport, 'CSV import'],
  [paths.slackCallback, 'Connect Slack'],
  [paths.gmailCallback, 'Connect Gmail'],
]

/** The current section's title for a path of the app shell (the product name for anything else). */
export function sectionTitle(pathname: string): string {
  return sections.find(([path]) => isActivePath(pathname, path))?.[1] ?? productName
}
