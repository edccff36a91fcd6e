/** True when a query failed on the named unique constraint (PostgreSQL code 23505), through Drizzle's wrapping. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: violated } = cause as Error & { code?: string; constraint?: string }
    if (code === '23505') return violated === constraint
  }
  return false
}
