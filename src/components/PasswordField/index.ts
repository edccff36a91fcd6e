export { PasswordField } from './PasswordField'
export type { PasswordFieldBaseProps, PasswordFieldProps } from './PasswordField'
