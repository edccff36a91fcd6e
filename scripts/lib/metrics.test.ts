import { describe, expect, it } from 'vitest'
import { rouge1, rougeL, rougeTokens } from './metrics'

describe('ROUGE', () => {
  it('tokenises like rouge-score: lower case, split on anything but letters and digits', () => {
    expect(rougeTokens('Okta single sign-on (SSO)!')).toEqual(['okta', 'single', 'sign', 'on', 'sso'])
  })

  it('ROUGE-1 F1 counts shared words at most as often as both have them', () => {
    expect(rouge1('Export dashboards to PDF', 'Export dashboards to PDF')).toBe(1)
    // candidate 4 words, reference 3, 2 shared: P 2/4, R 2/3 → F1 4/7
    expect(rouge1('Dark mode dark theme', 'Dark mode please')).toBeCloseTo(4 / 7, 10)
    expect(rouge1('the the the', 'the cat')).toBeCloseTo((2 * (1 / 3) * (1 / 2)) / (1 / 3 + 1 / 2), 10)
    expect(rouge1('', 'Dark mode')).toBe(0)
  })

  it('ROUGE-L F1 uses the longest common subsequence, so order counts', () => {
    // LCS("a b c d", "a c b d") = 3 (a b d or a c d)
    expect(rougeL('a b c d', 'a c b d')).toBeCloseTo(0.75, 10)
    expect(rougeL('PDF export', 'Export to PDF')).toBeCloseTo((2 * (1 / 2) * (1 / 3)) / (1 / 2 + 1 / 3), 10)
    expect(rouge1('PDF export', 'Export to PDF')).toBeCloseTo(0.8, 10)
    expect(rougeL('x', '')).toBe(0)
  })
})
