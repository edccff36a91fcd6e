import { BrowserRouter, Link } from 'react-router-dom'
import { AppLinkProvider, type RenderAppLink } from '../navigation/AppLink'
import { AppRoutes } from './AppRoutes'

const renderRouterLink: RenderAppLink = (props) => <Link {...props} />

/** Every route, in the browser's history, with the router's links for the screens shared with the landing page. */
export default function RoutedApp() {
  return (
    <BrowserRouter>
      <AppLinkProvider value={renderRouterLink}>
        <AppRoutes />
      </AppLinkProvider>
    </BrowserRouter>
  )
}
