import { z } from 'zod'

/** Public facts the app needs before anyone signs in. */
export const AppConfig = z.object({
  /** The demo credentials to show on the login screen, or null when this instance has no demo workspace. */
  demo: z.object({ email: z.email(), password: z.string() }).nullable(),
  /**
   * Whether Slack can be connected with OAuth ("Connect with Slack": HEADWAY_SLACK_CLIENT_ID and _SECRET are set);
   * otherwise the user token is pasted.
   */
  slack_oauth: z.boolean(),
  /** Whether Gmail can be connected (HEADWAY_GOOGLE_CLIENT_ID and _SECRET are set); Gmail has no other way in. */
  gmail_oauth: z.boolean(),
  /**
   * Whether the login page offers "Sign in with Google" (HEADWAY_GOOGLE_SIGNIN_CLIENT_ID and _SECRET are set).
   * "Sign in with SSO" (a company's own provider, found by the email's domain) is always offered.
   */
  google_signin: z.boolean(),
  /**
   * Whether Headway sends email (HEADWAY_SMTP_URL is set). Otherwise no email leaves the server: an invitation reaches
   * its invitee only by the link an admin copies.
   */
  email_delivery: z.boolean(),
  /** The server's version, e.g. "0.1.0". */
  version: z.string(),
})
export type AppConfig = z.infer<typeof AppConfig>
