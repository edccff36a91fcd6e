import type { Database } from '../db/client'

/**
 * `database` as a job queue reaches it, through a line a test can cut as a process's death does: from `cut()` on,
 * every statement sent on the line fails without reaching the database, so nothing more is written. The database
 * itself stays open (other processes still use it).
 */
export function cuttableLine(database: Database): { line: Database; cut: () => void } {
  let cut = false
  return {
    line: {
      ...database,
      executeSql: async (text, values) => {
        if (cut) throw new Error('The line to the database is cut (the process died).')
        return database.executeSql(text, values)
      },
    },
    cut: () => {
      cut = true
    },
  }
}
