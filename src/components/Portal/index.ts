export { Portal, PortalContainerProvider } from './Portal'
export type { PortalContainerProviderProps } from './Portal'
