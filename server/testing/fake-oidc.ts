import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Configuration, Provider } from 'oidc-provider'

/**
 * A loopback OpenID provider for tests (and, later, the e2e run): the real, certified `oidc-provider` (what Okta,
 * Entra ID, Keycloak and Google speak to a relying party: discovery, authorization code flow, PKCE, nonce, signed ID
 * tokens, RFC 9207's `iss` in the authorization response) on 127.0.0.1 at a free port, with PKCE required.
 *
 * Signing in is driven without a browser: the provider's interactions (its login and consent pages) are replaced by
 * one route that finishes the login at once as the account the test named (`signInAs`, or a `login_hint` of a known
 * account), grants the requested scopes and claims, and lets the provider redirect on. So `authorize(url)` is plain
 * HTTP: follow the redirects with a small cookie jar (the provider ties the interaction to its cookies) until the
 * provider redirects to the relying party's redirect_uri, and answer that URL (with code, state and iss).
 */

export interface FakeOidcAccount {
  /** The subject (sub claim); also the account id. */
  sub: string
  email: string
  /** The email_verified claim (default true). */
  emailVerified?: boolean
  givenName?: string
  familyName?: string
}

export interface FakeOidcClient {
  clientId: string
  clientSecret: string
  redirectUris: string[]
}

export interface FakeOidc {
  /** The issuer identifier, e.g. http://127.0.0.1:41234 (discovery is at /.well-known/openid-configuration). */
  issuer: string
  /** Adds or replaces an account people can sign in as. */
  addAccount(account: FakeOidcAccount): void
  /** Registers another client (a second workspace's Headway, Google's client...). */
  addClient(client: FakeOidcClient): void
  /** The account the next interactive login finishes as (overrides login_hint); undefined = use login_hint. */
  signInAs(sub: string | undefined): void
  /**
   * Opens an authorization URL as a browser would and signs in: answers the URL the provider finally redirects to
   * (the relying party's redirect_uri with `code`, `state` and `iss`, or with `error`).
   */
  authorize(authorizeUrl: string): Promise<URL>
  close(): Promise<void>
}

export async function startFakeOidc(options: { clients?: FakeOidcClient[]; accounts?: FakeOidcAccount[] } = {}): Promise<FakeOidc> {
  const accounts = new Map<string, FakeOidcAccount>()
  for (const account of options.accounts ?? []) accounts.set(account.sub, account)
  const clients: FakeOidcClient[] = [...(options.clients ?? [])]
  let nextSignIn: string | undefined
  let provider: Provider | undefined

  const server = createServer((request, response) => {
    if (!provider) {
      response.writeHead(503).end()
      return
    }
    if (request.url?.startsWith('/interaction/')) {
      finishInteraction(provider, request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      })
      return
    }
    void provider.callback()(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const configuration = (): Configuration => ({
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'fake-oidc', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    // Put the claims of the scopes in the ID token itself (as Google does), not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
            given_name: account.givenName,
            family_name: account.familyName,
          }
        },
      }
    },
  })

  function rebuild() {
    provider = new Provider(issuer, configuration())
  }
  rebuild()

  /** The login (as the named account) and consent (everything asked) of one interaction, without pages. */
  async function finishInteraction(current: Provider, request: IncomingMessage, response: ServerResponse) {
    const details = await current.interactionDetails(request, response)
    const { prompt, params, session } = details
    if (prompt.name === 'login') {
      const hinted = [...accounts.values()].find((account) => account.email === params.login_hint)?.sub
      const accountId = nextSignIn ?? hinted
      if (!accountId || !accounts.has(accountId)) {
        await current.interactionFinished(request, response, { error: 'access_denied', error_description: 'No such account.' })
        return
      }
      await current.interactionFinished(request, response, { login: { accountId } }, { mergeWithLastSubmission: false })
      return
    }
    const grant = details.grantId
      ? await current.Grant.find(details.grantId)
      : new current.Grant({ accountId: session?.accountId, clientId: String(params.client_id) })
    if (!grant) throw new Error('The interaction names a grant that does not exist.')
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    await current.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true })
  }

  return {
    issuer,
    addAccount(account) {
      accounts.set(account.sub, account)
    },
    addClient(client) {
      clients.push(client)
      rebuild()
    },
    signInAs(sub) {
      nextSignIn = sub
    },
    async authorize(authorizeUrl) {
      const cookies = new Map<string, string>()
      let url = new URL(authorizeUrl)
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.origin !== issuer) return url
        const answer = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        })
        for (const line of answer.headers.getSetCookie()) {
          const [pair = ''] = line.split(';')
          const cut = pair.indexOf('=')
          cookies.set(pair.slice(0, cut), pair.slice(cut + 1))
        }
        const location = answer.headers.get('location')
        if (!location) throw new Error(`The fake OpenID provider answered ${answer.status} without a redirect: ${await answer.text()}`)
        await answer.body?.cancel()
        url = new URL(location, url)
      }
      throw new Error('The fake OpenID provider redirected more than 10 times.')
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
