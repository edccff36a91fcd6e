/** The spec's error catalogue for accounts (section 8), word for word. */
export const authMessages = {
  loginFailed: 'Login failed',
  userInfoFailed: 'Failed to get user info',
  registrationFailed: 'Registration failed',
  networkError: 'Network error. Please try again.',
  refreshFailed: 'Token refresh failed',
  notAuthenticated: 'Not authenticated',
  profileUpdateFailed: 'Failed to update profile',
  demoLoginFailed: 'Demo login failed',
  /** Not in the spec (it has no single sign-on): when the server sent no sentence of its own. */
  ssoFailed: 'Single sign-on failed',
} as const
