import type { FastifyPluginAsync } from 'fastify'
import type { Tokens, User } from '../../api/schemas/auth'
import { SuccessMessage } from '../../api/schemas/error'
import type { Profile } from '../domain/auth/repository'
import type { TokenPair } from '../domain/auth/sessions'
import type { Services } from '../services'
import { requestSource } from './request-source'
import { createRouteRegistrar } from './routing'

export function toUser(profile: Profile): User {
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.firstName,
    last_name: profile.lastName,
    job_title: profile.jobTitle,
    role: profile.role,
    email_verified: profile.emailVerified,
    company_name: profile.companyName,
    company_id: profile.companyId,
    is_active: profile.isActive,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
    onboarding_completed: profile.onboardingCompleted,
  }
}

function toTokens(pair: TokenPair): Tokens {
  return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer' }
}

export interface AuthRoutesOptions {
  services: Services
}

/** /api/v1/auth/*: registration, login, token refresh, profile, logout, password reset. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { services }) => {
  const { auth } = services
  const route = createRouteRegistrar(app, auth.authenticate)

  route(
    'register',
    async ({ body, request }) =>
      toUser(
        await auth.register(
          {
            email: body.email,
            password: body.password,
            firstName: body.first_name,
            lastName: body.last_name,
            companyName: body.company_name,
            companySize: body.company_size,
            jobTitle: body.job_title ?? null,
            invitationToken: body.invitation_token,
          },
          requestSource(request),
        ),
      ),
  )

  route('login', async ({ body, request }) => toTokens(await auth.login(body.username, body.password, requestSource(request))))

  route('refresh', async ({ body }) => toTokens(await auth.refresh(body.refresh_token)))

  route('logout', async ({ body }) => auth.logout(body.refresh_token))

  route('logoutAll', async ({ auth: caller, request }) => auth.logoutAll(caller, requestSource(request)))

  route('me', async ({ auth: caller }) => toUser(await auth.getProfile(caller)))

  route('updateMe', async ({ auth: caller, body }) =>
    toUser(
      await auth.updateProfile(caller, {
        firstName: body.first_name,
        lastName: body.last_name,
        jobTitle: body.job_title,
        onboardingCompleted: body.onboarding_completed,
        currentPassword: body.current_password,
        newPassword: body.new_password,
      }),
    ),
  )

  route(
    'forgotPassword',
    async ({ body }) => {
      await auth.requestPasswordReset(body.email)
      return { message: SuccessMessage.resetLinkSent }
    },
  )

  route(
    'verifyEmail',
    async ({ body, request }) => {
      await auth.verifyEmail(body.token, requestSource(request))
      return { message: SuccessMessage.emailVerified }
    },
  )

  route('resendVerification', async ({ auth: caller }) => {
    await auth.resendVerification(caller)
    return { message: SuccessMessage.verificationSent }
  })

  route(
    'resetPassword',
    async ({ body, request }) => {
      await auth.resetPassword(body.token, body.password, requestSource(request))
      return { message: SuccessMessage.passwordReset }
    },
  )
}
