import { eq } from 'drizzle-orm'
import { STARTER_AREAS } from '../../../api/product-areas'
import type { ProductArea, ProductAreas, UpdateProductAreasRequest } from '../../../api/schemas/themes'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema'
import type { AuthContext } from '../auth/access-tokens'

type Caller = Pick<AuthContext, 'companyId'>

/** The company's product areas as the team edited them, or null while it uses the built-in starter set. */
export async function productAreasOf(db: Db, companyId: string): Promise<ProductArea[] | null> {
  const [row] = await db.select({ areas: companies.productAreas }).from(companies).where(eq(companies.id, companyId))
  return row?.areas ?? null
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
