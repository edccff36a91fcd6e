import type { Db } from '../db/client'

/** What a demo content seeder is given: the demo company and its people. */
export interface DemoContext {
  db: Db
  companyId: string
  /** The demo people by email, with their user ids. */
  people: ReadonlyMap<string, string>
}
