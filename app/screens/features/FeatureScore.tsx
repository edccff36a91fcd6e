import { css } from '@styled-system/css'
import type { ScoreExplanation } from '../../../api'

const wrap = css({ display: 'flex', flexDir: 'column', gap: '1' })
const heading = css({ fontSize: 'md', fontWeight: 'bold', m: '0' })
const value = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight' })
const of = css({ fontSize: 'md', color: 'fg.muted', fontWeight: 'normal' })
const muted = css({ color: 'fg.muted' })
const factors = css({ m: '0', pl: '2.5', display: 'flex', flexDir: 'column', gap: '0.5' })

/** The feature's rank score out of 100 and, once it was scored, why. */
export function FeatureScore({ score, explanation }: { score: number; explanation: ScoreExplanation | null }) {
  return (
    <section className={wrap} aria-labelledby="feature-score-heading">
      <h4 id="feature-score-heading" className={heading}>
        Score
      </h4>
      <p className={value}>
        {Math.round(score)} <span className={of}>/ 100</span>
      </p>
      {explanation ? (
        <>
          <p>{explanation.summary}</p>
          <ul className={factors} aria-label="Score factors">
            {explanation.factors.map((factor) => (
              <li key={factor.key}>{factor.sentence}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={muted}>Not scored yet.</p>
      )}
    </section>
  )
}
