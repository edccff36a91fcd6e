export { Dialog, DialogCloseTrigger } from './Dialog'
export type { DialogBaseProps, DialogProps } from './Dialog'
