/** Every route of the product (spec section 2). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  settings: '/app/settings',
  settingsProfile: '/app/settings/profile',
  settingsWorkspace: '/app/settings/workspace',
  settingsIntegrations: '/app/settings/integrations',
  features: '/app/features',
  feature: (id: string) => `/app/features/${encodeURIComponent(id)}`,
  themes: '/app/themes',
  theme: (id: string) => `/app/themes/${encodeURIComponent(id)}`,
  slackCallback: '/app/slack/callback',
} as const
