import {
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  RefreshRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Tokens,
  UpdateMeRequest,
  User,
} from '../schemas/auth'
import { MessageResponse } from '../schemas/common'
import { VerifyEmailRequest } from '../schemas/joining'
import { SsoExchangeRequest, SsoStart, SsoStartQuery } from '../schemas/sso'
import { routesTagged } from './define'

const route = routesTagged('auth')

/** Signing in and out, the account of the signed-in person, and single sign-on. */
export const authRoutes = {
  login: route.post('/api/v1/auth/login', {
    permission: null,
    bodyKind: 'form',
    request: LoginRequest,
    response: Tokens,
    errors: [401],
    summary: 'Log in with the email (as username) and password; returns a new access and refresh token pair.',
  }),
  me: route.get('/api/v1/auth/me', {
    permission: 'account.manage',
    response: User,
    summary: 'Return the signed-in user.',
  }),
  register: route.post('/api/v1/auth/register', {
    permission: null,
    request: RegisterRequest,
    response: User,
    status: 201,
    errors: [400, 409],
    summary:
      'Create an account: in the company of an invitation (invitation_token) as a member; as a join request (role ' +
      'null) in the company named, when the address is on a domain that company proved; otherwise in a new company ' +
      'as its owner. A verification link is emailed. The client logs in afterwards.',
  }),
  refresh: route.post('/api/v1/auth/refresh', {
    permission: null,
    request: RefreshRequest,
    response: Tokens,
    errors: [401],
    summary: 'Exchange a refresh token for a new token pair; the used refresh token stops working (rotation).',
  }),
  updateMe: route.put('/api/v1/auth/me', {
    permission: 'account.manage',
    request: UpdateMeRequest,
    response: User,
    errors: [400],
    summary: 'Update the signed-in user with the fields given; a new password needs the current one.',
  }),
  logout: route.post('/api/v1/auth/logout', {
    permission: null,
    request: LogoutRequest,
    summary: 'Revoke the session of the refresh token given; answers 204 even when it was already revoked.',
  }),
  logoutAll: route.post('/api/v1/auth/logout-all', {
    permission: 'account.manage',
    summary:
      "Sign out everywhere: end every session of the signed-in user, this one included; every device's access and " +
      'refresh tokens stop working.',
  }),
  forgotPassword: route.post('/api/v1/auth/forgot-password', {
    permission: null,
    request: ForgotPasswordRequest,
    response: MessageResponse,
    summary:
      'Email a password reset link valid for one hour; answers the same message whether or not the account exists.',
  }),
  resetPassword: route.post('/api/v1/auth/reset-password', {
    permission: null,
    request: ResetPasswordRequest,
    response: MessageResponse,
    errors: [400],
    summary: "Set a new password with the token of a reset link (once); ends all of the user's sessions.",
  }),
  verifyEmail: route.post('/api/v1/auth/verify-email', {
    permission: null,
    request: VerifyEmailRequest,
    response: MessageResponse,
    errors: [400],
    summary:
      "Verify the account's email with the token of the emailed link (once, within 24 hours); a waiting join request " +
      'then goes to the admins, or joins at once when the domain has auto-join on.',
  }),
  resendVerification: route.post('/api/v1/auth/verify-email/resend', {
    permission: 'account.manage',
    response: MessageResponse,
    errors: [409],
    summary: 'Email the signed-in person a new verification link (3 an hour); earlier links stop working.',
  }),
  ssoStart: route.get('/api/v1/auth/sso/start', {
    permission: null,
    query: SsoStartQuery,
    response: SsoStart,
    errors: [404, 502],
    summary:
      "Start a single sign-on: with ?email= the OpenID Connect provider of the email's company (404 when its domain " +
      "has none), with ?provider=google Sign in with Google (404 when this server has no Google client). Answers the " +
      'authorization URL to send the person to (PKCE and nonce; they come back to /app/sso/callback).',
  }),
  ssoExchange: route.post('/api/v1/auth/sso/exchange', {
    permission: null,
    request: SsoExchangeRequest,
    response: Tokens,
    errors: [400, 403, 502],
    summary:
      'Finish a single sign-on with the code and state the provider sent to /app/sso/callback (once, within 10 ' +
      'minutes): answers a token pair like login. The provider must have verified the email.',
  }),
}
