import { z } from 'zod'
import { Id } from './common'
import { Rise } from './features'

const Counts = z.array(z.int().nonnegative())

export const Dashboard = z.object({
  /** Feature-request mentions linked to features, all time. */
  total_requests: z.int().nonnegative(),
  active_themes: z.int().nonnegative(),
  /** Feature-request mentions posted in the last 7 days. */
  requests_this_week: z.int().nonnegative(),
  trends: z.object({
    /** The last 90 days (UTC), oldest first; every `counts` array has one number per day. */
    days: z.array(z.iso.date()),
    /** Active and planning themes. */
    themes: z.array(z.object({ id: Id, name: z.string(), counts: Counts })),
    /** The 10 features with the highest score. */
    features: z.array(z.object({ id: Id, title: z.string(), counts: Counts })),
  }),
  /** What is rising this week (api/rising.ts), the least likely first. */
  rising: z.object({
    features: z.array(z.object({ id: Id, title: z.string(), rise: Rise })),
    themes: z.array(z.object({ id: Id, name: z.string(), rise: Rise })),
  }),
})
export type Dashboard = z.infer<typeof Dashboard>
