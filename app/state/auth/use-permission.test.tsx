import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { forbiddenDetail } from '../../../api/permissions'
import { demoTokens, demoUser } from '../../../mocks/fixtures'
import { AuthProvider } from './AuthProvider'
import { authStorageKey } from './auth-storage'
import { selectPermission, usePermission } from './use-permission'

afterEach(() => window.localStorage.clear())

describe('selectPermission', () => {
  it('allows what the role allows, with no reason', () => {
    expect(selectPermission({ role: 'admin' }, 'source.manage')).toEqual({ allowed: true, reason: null })
    expect(selectPermission({ role: 'member' }, 'source.sync')).toEqual({ allowed: true, reason: null })
  })

  it('refuses the rest with the server’s 403 sentence', () => {
    expect(selectPermission({ role: 'member' }, 'source.manage')).toEqual({
      allowed: false,
      reason: forbiddenDetail('source.manage', 'member'),
    })
    expect(selectPermission({ role: 'viewer' }, 'backlog.edit').allowed).toBe(false)
    expect(selectPermission({ role: 'viewer' }, 'comment.write').allowed).toBe(true)
    expect(selectPermission({ role: null }, 'workspace.read').allowed).toBe(false)
    expect(selectPermission(null, 'comment.write').allowed).toBe(false)
  })
})

describe('usePermission', () => {
  const signedInAs = (role: 'owner' | 'viewer') => {
    window.localStorage.setItem(
      authStorageKey,
      JSON.stringify({ user: { ...demoUser, role }, tokens: demoTokens, isAuthenticated: true }),
    )
    return ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>
  }

  it('reads the signed-in user’s role', () => {
    const owner = renderHook(() => usePermission('ownership.transfer'), { wrapper: signedInAs('owner') })
    expect(owner.result.current).toEqual({ allowed: true, reason: null })
    const viewer = renderHook(() => usePermission('backlog.edit'), { wrapper: signedInAs('viewer') })
    expect(viewer.result.current).toEqual({ allowed: false, reason: forbiddenDetail('backlog.edit', 'viewer') })
  })
})
