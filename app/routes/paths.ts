/** Every route of the product (spec section 2). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Not in the spec (issue 16): the emailed verification link, and the page of a waiting join request. */
  verifyEmail: '/verify-email',
  joinRequest: '/join-request',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  settings: '/app/settings',
  settingsProfile: '/app/settings/profile',
  settingsWorkspace: '/app/settings/workspace',
  settingsIntegrations: '/app/settings/integrations',
  settingsAudit: '/app/settings/audit',
  /** Not in the spec (issue 21): feedback from a CSV file, reached from the connectors. */
  csvImport: '/app/import/csv',
  features: '/app/features',
  feature: (id: string) => `/app/features/${encodeURIComponent(id)}`,
  /** The Features screen with a theme chosen in its first column. */
  featuresOfTheme: (themeId: string) => `/app/features?theme=${encodeURIComponent(themeId)}`,
  themes: '/app/themes',
  theme: (id: string) => `/app/themes/${encodeURIComponent(id)}`,
  slackCallback: '/app/slack/callback',
  gmailCallback: '/app/gmail/callback',
  /** Where identity providers send people back after single sign-on (api/sso.ts SSO_CALLBACK_PATH). */
  ssoCallback: '/app/sso/callback',
} as const
