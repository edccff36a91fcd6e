import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import '../src/theme/styles.css'
import { paths } from './routes/paths'
import { ColorModeProvider } from './state/color-mode'

// A visit that starts on the landing page loads neither the router nor any other screen until it leaves it.
const StandaloneLanding = lazy(() => import('./screens/StandaloneLanding'))
const RoutedApp = lazy(() => import('./routes/RoutedApp'))

/** `npm run dev:mock` serves the app on the MSW handlers alone, with no server. */
async function startMockApiIfAsked(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return
  const { startMockWorker } = await import('../mocks/browser')
  await startMockWorker()
}

await startMockApiIfAsked()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

createRoot(container).render(
  <StrictMode>
    <ColorModeProvider>
      <Suspense fallback={null}>{window.location.pathname === paths.home ? <StandaloneLanding /> : <RoutedApp />}</Suspense>
    </ColorModeProvider>
  </StrictMode>,
)
