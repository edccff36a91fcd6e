import { createRef, useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../tests/axe'
import { SearchField } from './SearchField'

describe('SearchField', () => {
  it('has no axe violations, empty, filled and disabled', async () => {
    const { container } = render(
      <>
        <SearchField label="Search channels" hideLabel placeholder="Search channels..." />
        <SearchField label="Search features" defaultValue="dark mode" />
        <SearchField label="Search themes" disabled />
      </>,
    )
    await expectNoAxeViolations(container)
  })

  it('is a searchbox named by its label, even when the label is hidden', () => {
    render(<SearchField label="Search channels" hideLabel placeholder="Search channels..." />)
    const box = screen.getByRole('searchbox', { name: 'Search channels' })
    expect(box).toHaveAttribute('placeholder', 'Search channels...')
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })

  it('reports each keystroke and shows the clear button once there is text', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(value: string) => void>()
    render(<SearchField label="Search channels" onChange={onChange} />)
    await user.tab()
    await user.keyboard('gen')
    expect(onChange).toHaveBeenLastCalledWith('gen')
    expect(screen.getByRole('searchbox', { name: 'Search channels' })).toHaveValue('gen')
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument()
  })

  it('clears with the clear button from the keyboard and gives focus back to the box', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn<(value: string) => void>()
    render(<SearchField label="Search channels" defaultValue="general" onChange={onChange} />)
    const box = screen.getByRole('searchbox', { name: 'Search channels' })
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('')
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })

  it('clears a non-empty search with Escape without letting the key reach a dialog listening on the document', async () => {
    const user = userEvent.setup()
    // Ark's dialogs close on an Escape keydown heard on the document.
    const onDocumentKeyDown = vi.fn<() => void>()
    document.addEventListener('keydown', onDocumentKeyDown)
    try {
      render(<SearchField label="Search channels" defaultValue="general" />)
      const box = screen.getByRole('searchbox', { name: 'Search channels' })
      await user.click(box)
      await user.keyboard('{Escape}')
      expect(box).toHaveValue('')
      expect(onDocumentKeyDown).not.toHaveBeenCalled()
      await user.keyboard('{Escape}')
      expect(onDocumentKeyDown).toHaveBeenCalledOnce()
    } finally {
      document.removeEventListener('keydown', onDocumentKeyDown)
    }
  })

  it('follows a controlled value', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [query, setQuery] = useState('prod')
      return (
        <>
          <SearchField label="Search channels" value={query} onChange={setQuery} />
          <output>{`Showing results for ${query || 'everything'}`}</output>
        </>
      )
    }
    render(<Controlled />)
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(screen.getByRole('status')).toHaveTextContent('Showing results for everything')
  })

  it('is disabled without a clear button, and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>()
    render(<SearchField ref={ref} label="Search channels" defaultValue="general" disabled />)
    const box = screen.getByRole('searchbox', { name: 'Search channels' })
    expect(ref.current).toBe(box)
    expect(box).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })
})
