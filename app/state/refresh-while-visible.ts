/**
 * Calls `refresh` every `intervalMs` while the page is visible, and at once when it becomes visible again, so a tab
 * left in the background costs the server nothing and is up to date when the person comes back. Answers the cleanup.
 */
export function refreshWhileVisible(refresh: () => void, intervalMs: number): () => void {
  const visible = () => document.visibilityState === 'visible'
  const timer = window.setInterval(() => {
    if (visible()) refresh()
  }, intervalMs)
  const onVisibilityChange = () => {
    if (visible()) refresh()
  }
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
