export { AppBar } from './AppBar'
export type { AccountMenuAction, AppBarAccount, AppBarProps } from './AppBar'
