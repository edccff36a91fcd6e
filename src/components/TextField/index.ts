export { TextField } from './TextField'
export type { TextFieldBaseProps, TextFieldProps } from './TextField'
export { TextAreaField } from './TextAreaField'
export type { TextAreaFieldBaseProps, TextAreaFieldProps } from './TextAreaField'
