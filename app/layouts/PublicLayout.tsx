import type { ReactNode } from 'react'
import { css } from '@styled-system/css'
import { Button } from '../../src/components/Button'
import { ColorModeToggle } from '../../src/components/ColorModeToggle'
import { Footer, PublicTopBar } from '../../src/components/marketing'
import { AppLink } from '../navigation/AppLink'
import { productName } from '../product'
import { paths } from '../routes/paths'
import { useColorModeDispatch, useColorModeState } from '../state/color-mode'

const year = new Date().getFullYear()
const footerLink = css({ color: 'fg.muted', _hover: { color: 'fg', textDecoration: 'underline' } })

/** The public pages' frame: top bar with sign-in links and the colour mode, the page, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { mode } = useColorModeState()
  const dispatch = useColorModeDispatch()
  return (
    <div className={css({ minH: 'dvh', display: 'flex', flexDir: 'column' })}>
      <PublicTopBar
        productName={productName}
        brand={<AppLink to={paths.home}>{productName}</AppLink>}
        actions={
          <>
            <ColorModeToggle mode={mode} onToggle={() => dispatch({ type: 'colorMode/toggled' })} />
            <Button asChild variant="ghost">
              <AppLink to={paths.login}>Sign In</AppLink>
            </Button>
            <Button asChild>
              <AppLink to={paths.register}>Get Started</AppLink>
            </Button>
          </>
        }
      />
      <main className={css({ flex: '1' })}>
        {children}
      </main>
      <Footer
        productName={productName}
        year={year}
        links={
          <>
            {/* The spec's footer links lead nowhere yet; they stay on the page. */}
            <a className={footerLink} href="#privacy">Privacy</a>
            <a className={footerLink} href="#terms">Terms</a>
            <a className={footerLink} href="#support">Support</a>
          </>
        }
      />
    </div>
  )
}
