export { Sidebar, companyLabel, userInitial } from './Sidebar'
export type { SidebarItem, SidebarLinkProps, SidebarProps, SidebarUser } from './Sidebar'
export { activeItemPath, isActivePath } from './isActivePath'
