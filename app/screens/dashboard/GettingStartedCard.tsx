import { useNavigate } from 'react-router-dom'
import { Lightbulb } from 'lucide-react'
import { css } from '@styled-system/css'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { paths } from '../../routes/paths'

/** The Getting Started card's five tips (the spec counts five without giving their wording). */
export const gettingStartedTips = [
  'Connect a Slack workspace and pick up to five channels where customers and colleagues share feedback.',
  'Let the first sync finish: feature requests found in the messages show up under Features.',
  'Group related features into themes so you can see which areas of the product are asked about most.',
  'Set a status, a priority and an assignee on each feature to track who is working on what.',
  'Check the dashboard every week: This Week counts the requests that arrived in the last seven days.',
] as const

const tipList = css({ display: 'flex', flexDir: 'column', gap: '1', listStyle: 'none', m: '0', p: '0' })
const tip = css({ display: 'flex', gap: '1', alignItems: 'flex-start', color: 'fg.muted' })
const tipIcon = css({ flexShrink: 0, mt: '0.5', color: 'primary.text', '& svg': { w: 'box.sm', h: 'box.sm' } })

/** Getting Started: the way to connect a data source (workspace settings) and five tips. */
export function GettingStartedCard() {
  const navigate = useNavigate()
  return (
    <Card
      title="Getting Started"
      titleAs="h3"
      description="Turn customer conversations into ranked feature requests."
      actions={<Button onClick={() => navigate(paths.settingsWorkspace)}>Connect Data Source</Button>}
    >
      <ul className={tipList} aria-label="Tips">
        {gettingStartedTips.map((text) => (
          <li key={text} className={tip}>
            <span className={tipIcon} aria-hidden="true">
              <Lightbulb />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </Card>
  )
}
