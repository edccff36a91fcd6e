import { createRef } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { Avatar, getInitials } from './Avatar'

describe('Avatar', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Avatar name="Ada Lovelace" />
        <Avatar name="Grace Hopper" size="lg" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is one image named after the person', () => {
    render(<Avatar name="Ada Lovelace" />)
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL')
  })

  it('shows one initial when asked', () => {
    render(<Avatar name="Ada Lovelace" maxInitials={1} />)
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent(/^A$/)
  })

  it('takes the initials of the first and last words', () => {
    expect(getInitials('ada king lovelace')).toBe('AL')
    expect(getInitials('  Ada  ')).toBe('A')
    expect(getInitials('Ada Lovelace', 1)).toBe('A')
    expect(getInitials('')).toBe('')
    expect(getInitials('Émile Zola')).toBe('ÉZ')
  })

  it('forwards its ref to the root', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Avatar ref={ref} name="Ada Lovelace" />)
    expect(ref.current).toBe(screen.getByRole('img'))
  })
})
