import { and, eq, inArray } from 'drizzle-orm'
import { STARTER_AREAS } from '../../../api/product-areas'
import type { ProductArea, ProductAreas, UpdateProductAreasRequest } from '../../../api/schemas/themes'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { companies, themes } from '../../db/schema'
import type { AuthContext } from '../auth/access-tokens'

type Caller = Pick<AuthContext, 'companyId'>

/** The company's product areas as the team edited them, or null while it uses the built-in starter set. */
export async function productAreasOf(db: Db, companyId: string): Promise<ProductArea[] | null> {
  const [row] = await db.select({ areas: companies.productAreas }).from(companies).where(eq(companies.id, companyId))
  return row?.areas ?? null
}

/**
 * The areas the AI groups and places the company's features by: its product areas, less those whose theme the team
 * archived or dismissed (an area the team put away never comes back as a theme by itself).
 */
export async function areasToAnalyseBy(db: Db, companyId: string): Promise<ProductArea[]> {
  const put = await db
    .select({ name: themes.name })
    .from(themes)
    .where(and(eq(themes.companyId, companyId), inArray(themes.status, ['archived', 'dismissed'])))
  const putAway = new Set(put.map((theme) => theme.name.trim().toLowerCase()))
  const areas = (await productAreasOf(db, companyId)) ?? STARTER_AREAS
  return areas.filter((area) => !putAway.has(area.name.trim().toLowerCase()))
}

/**
 * Takes the area of this name out of the company's product areas (its own set from then on, when it used the starter
 * set): a theme the team deleted is not made again from the area.
 */
export async function forgetArea(db: Db, companyId: string, name: string): Promise<void> {
  const areas = (await productAreasOf(db, companyId)) ?? STARTER_AREAS
  const key = name.trim().toLowerCase()
  const kept = areas.filter((area) => area.name.trim().toLowerCase() !== key)
  if (kept.length === areas.length) return
  await db
    .update(companies)
    .set({ productAreas: kept.map((area) => ({ name: area.name, examples: [...area.examples] })) })
    .where(eq(companies.id, companyId))
}

/**
 * The product areas the AI names and places a company's themes by: the built-in starter set until the team edits it
 * (onboarding's theme step); from then on the team's set, which the AI uses from its next analysis on.
 */
export function createProductAreaService({ db }: { db: Db }) {
  return {
    async get(caller: Caller): Promise<ProductAreas> {
      const own = await productAreasOf(db, caller.companyId)
      return { areas: own ?? STARTER_AREAS.map((area) => ({ name: area.name, examples: [...area.examples] })), customized: own !== null }
    },

    async update(caller: Caller, { areas }: z.output<typeof UpdateProductAreasRequest>): Promise<ProductAreas> {
      await db.update(companies).set({ productAreas: areas }).where(eq(companies.id, caller.companyId))
      return { areas, customized: true }
    },
  }
}

export type ProductAreaService = ReturnType<typeof createProductAreaService>
