export { createAppToaster, Toaster, TOAST_DURATION } from './Toaster'
export type { AppToast, AppToaster, CreateAppToasterOptions, ToasterProps, ToastType } from './Toaster'
