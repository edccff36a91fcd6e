/**
 * The newest value of a provider's state, for the async flows of its actions (a login reads the token it just got
 * before React has rendered it). Kept in a closure rather than a ref, so nothing reads it during render.
 */
export interface Latest<T> {
  get(): T
  set(value: T): void
}

export function createLatest<T>(initial: T): Latest<T> {
  let value = initial
  return {
    get: () => value,
    set: (next) => {
      value = next
    },
  }
}
