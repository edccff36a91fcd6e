/**
 * The few parts of oidc-provider (no types of its own; @types/oidc-provider is not installed) that the loopback fake
 * OpenID provider of the tests uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface Account {
    accountId: string
    claims(): Promise<Record<string, unknown>>
  }

  export interface Configuration {
    clients?: Array<Record<string, unknown>>
    jwks?: { keys: Array<Record<string, unknown>> }
    cookies?: { keys: string[] }
    claims?: Record<string, string[]>
    features?: Record<string, { enabled: boolean }>
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string }
    pkce?: { required: () => boolean }
    ttl?: Record<string, number>
    conformIdTokenClaims?: boolean
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>
  }

  export interface InteractionDetails {
    uid: string
    prompt: { name: string; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId?: string }
    grantId?: string
  }

  export interface Grant {
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    save(): Promise<string>
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration)
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    Grant: {
      new (properties: { accountId?: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
  }

  export default Provider
}
