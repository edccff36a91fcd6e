export { ToastsProvider, useToasts, type Toasts, type ToastsProviderProps } from './ToastsProvider'
