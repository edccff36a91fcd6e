export { ErrorView, type ErrorViewProps } from './ErrorView'
export { NotFound, type NotFoundProps } from './NotFound'
