/** The path without query, hash and trailing slashes ('/' stays '/'). */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * Whether a navigation item is active for the current path: the paths are equal, or the current path lies under
 * the item's path (spec: "equals or starts with"). Matching is by whole segments, so '/app/theme' does not light up
 * for '/app/themes', and the root '/' is active only on '/' itself rather than on every page.
 */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  const current = normalizePath(currentPath)
  const item = normalizePath(itemPath)
  if (item === '/') return current === '/'
  return current === item || current.startsWith(`${item}/`)
}

/** The most specific of `itemPaths` that is active for the current path, so one item at most is highlighted. */
export function activeItemPath(currentPath: string, itemPaths: readonly string[]): string | undefined {
  let best: string | undefined
  for (const path of itemPaths) {
    if (isActivePath(currentPath, path) && (best === undefined || normalizePath(path).length > normalizePath(best).length)) {
      best = path
    }
  }
  return best
}
