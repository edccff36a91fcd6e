/** Where Connect Gmail was started, so Google's return page can lead back there. */
export type GmailReturn = 'settings' | 'onboarding'

// The tab's session storage: Google's consent page sends the browser back in the same tab.
const KEY = 'headway-gmail-return'

export function rememberGmailReturn(returnTo: GmailReturn): void {
  sessionStorage.setItem(KEY, returnTo)
}

/** Where the last Connect Gmail of this tab was started; Workspace Settings when unknown. */
export function gmailReturn(): GmailReturn {
  return sessionStorage.getItem(KEY) === 'onboarding' ? 'onboarding' : 'settings'
}
