import { and, eq, isNull } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../db/client'
import { feedback } from '../db/schema'

/** How many feedback items of the company wait for the pipeline (not analysed yet, not set aside). */
export async function feedbackWaitingForAnalysis(db: Db, companyId: string): Promise<number> {
  const rows = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), isNull(feedback.analysedAt), isNull(feedback.analysisSetAsideAt)))
  return rows.length
}

/** Waits (up to 30 s) until the background pipeline has analysed every feedback item of the company. */
export async function waitUntilAnalysed(db: Db, companyId: string): Promise<void> {
  await expect.poll(() => feedbackWaitingForAnalysis(db, companyId), { timeout: 30_000, interval: 500 }).toBe(0)
}
