import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { CtaBand, FeatureCardGrid, Footer, Hero, PublicTopBar, StatsBand, Testimonials } from '.'

function Page() {
  return (
    <>
      <PublicTopBar productName="Headway" actions={<a href="/login">Sign In</a>} />
      <main>
        <Hero title="Hear every customer" subtitle="All feedback in one place." eyebrow="Beta" note="No credit card" />
        <StatsBand stats={[{ value: '95%', label: 'Requests captured' }]} />
        <FeatureCardGrid title="Capabilities" items={[{ icon: '★', title: 'Themes', description: 'Grouped.' }]} />
        <Testimonials title="Loved" items={[{ quote: 'Great.', name: 'Maya', role: 'PM' }]} />
        <CtaBand title="Ready?" actions={<a href="/register">Get Started</a>} />
      </main>
      <Footer productName="Headway" year={2026} links={<a href="#privacy">Privacy</a>} />
    </>
  )
}

describe('marketing sections', () => {
  it('have no axe violations together as a page', async () => {
    const { container } = render(<Page />)
    await expectNoAxeViolations(container)
  })

  it('expose a heading outline and named regions', () => {
    render(<Page />)
    expect(screen.getByRole('heading', { level: 1, name: 'Hear every customer' })).toBeVisible()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Capabilities',
      'Loved',
      'Ready?',
    ])
    const stats = screen.getByRole('region', { name: 'Headway in numbers' })
    expect(within(stats).getByText('95%')).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Legal' })).toContainElement(screen.getByRole('link', { name: 'Privacy' }))
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Headway')
  })
})
