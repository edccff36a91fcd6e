/** The server answered with an error status; `detail` is the sentence from its `{detail}` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly detail: string

  constructor(status: number, detail: string) {
    super(detail)
    this.status = status
    this.detail = detail
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted...). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'

  constructor(cause: unknown) {
    super('Network error. Please try again.', { cause })
  }
}
