import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react'

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> | undefined }

/** Renders a link to one of the app's paths: the router's Link inside the routed app, a plain anchor outside it. */
export type RenderAppLink = (props: AppLinkProps) => ReactElement

const renderPlainLink: RenderAppLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
)

const RenderAppLinkContext = createContext<RenderAppLink>(renderPlainLink)

/**
 * The landing page is served without the router (it is most of the first load's JavaScript), so the parts it shares
 * with the routed app render their links through this; the routed app provides the router's Link.
 */
export const AppLinkProvider = RenderAppLinkContext.Provider

/** A link to one of the app's paths, for screens that are shown with and without the router. */
export function AppLink(props: AppLinkProps) {
  const render = useContext(RenderAppLinkContext)
  return render(props)
}
