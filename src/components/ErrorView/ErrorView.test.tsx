import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { ErrorView } from './ErrorView'
import { NotFound } from './NotFound'

describe('ErrorView', () => {
  it('has no axe violations', async () => {
    const { container } = render(<ErrorView status={500} message="Internal Server Error" stack="Error: boom" />)
    await expectNoAxeViolations(container)
  })

  it("shows the spec's heading with the status and text, and the stack when there is one", () => {
    render(<ErrorView status={404} message="Not Found" stack="Error: at Screen" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('404 Not Found')
    expect(screen.getByLabelText('Stack trace')).toHaveTextContent('Error: at Screen')
  })

  it('shows only the message when there is no status', () => {
    render(<ErrorView message="Failed to fetch dynamically imported module" />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Failed to fetch dynamically imported module$/)
    expect(screen.queryByLabelText('Stack trace')).toBeNull()
  })
})

describe('NotFound', () => {
  it('has no axe violations', async () => {
    const { container } = render(<NotFound action={<a href="/">Go Home</a>} />)
    await expectNoAxeViolations(container)
  })

  it("shows the spec's title, text and the way home", () => {
    render(<NotFound action={<a href="/">Go Home</a>} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })
})
