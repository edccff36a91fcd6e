import { useNavigate } from 'react-router-dom'
import { Settings } from 'lucide-react'
import { css } from '@styled-system/css'
import { Button } from '../../../src/components/Button'
import { Paper } from '../../../src/components/Paper'
import { paths } from '../../routes/paths'

const banner = css({
  display: 'flex',
  flexDir: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  gap: '2',
  bg: 'primary.subtle',
})
const text = css({ flex: '1', minW: '[0]' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', m: '0' })
const lead = css({ color: 'fg.muted', mt: '0.5' })

/** The dashboard's welcome banner: the company's name and the way to its workspace settings. */
export function WelcomeBanner({ companyName }: { companyName: string }) {
  const navigate = useNavigate()
  return (
    <Paper className={banner} padding="lg">
      <div className={text}>
        <h2 className={title}>Welcome to {companyName}</h2>
        <p className={lead}>Here is what your customers have been asking for.</p>
      </div>
      <Button variant="outline" onClick={() => navigate(paths.settingsWorkspace)}>
        <Settings size={18} aria-hidden="true" />
        Workspace Settings
      </Button>
    </Paper>
  )
}
