import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorView } from '../../src/components/ErrorView'

/** Thrown by a screen when the thing it shows cannot be had, e.g. `throw new RouteError(404, 'Feature not found')`. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(statusText)
    this.name = 'RouteError'
  }
}

interface Props {
  children: ReactNode
  /** Changing the key (the location) clears a shown error. */
  resetKey: string
}

interface State {
  error: unknown
  /** The location the error happened at: a new location clears it. */
  errorKey: string
}

/** Shows the error view with the status and text, or the message and stack, when a route fails to load or render. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.errorKey ? null : { error: null, errorKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A route failed to render', error, info.componentStack)
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    if (error instanceof RouteError) return <ErrorView status={error.status} message={error.message} />
    if (error instanceof Error) return <ErrorView message={error.message} {...(error.stack ? { stack: error.stack } : {})} />
    return <ErrorView message={String(error)} />
  }
}
