import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { User } from '../../api'
import { demoTokens, demoUser } from '../../mocks'
import { AuthProvider } from '../state/auth'
import { authStorageKey } from '../state/auth/auth-storage'
import { ProtectedRoute, PublicOnlyRoute, originPath } from './guards'

function WhereAmI({ label }: { label: string }) {
  const location = useLocation()
  return (
    <p>
      {label} at {location.pathname}, came from {originPath(location.state) ?? 'nowhere'}
    </p>
  )
}

function renderAt(path: string, state?: unknown) {
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/login" element={<PublicOnlyRoute><WhereAmI label="login" /></PublicOnlyRoute>} />
          <Route path="/onboarding" element={<ProtectedRoute><WhereAmI label="onboarding" /></ProtectedRoute>} />
          <Route path="/dashboard" element={<ProtectedRoute><WhereAmI label="dashboard" /></ProtectedRoute>} />
          <Route path="/app/features" element={<ProtectedRoute><WhereAmI label="features" /></ProtectedRoute>} />
          <Route path="/join-request" element={<ProtectedRoute waiting><WhereAmI label="join request" /></ProtectedRoute>} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  )
}

function signIn(onboardingCompleted: boolean, role: User['role'] = demoUser.role) {
  const user = { ...demoUser, onboarding_completed: onboardingCompleted, role }
  localStorage.setItem(authStorageKey, JSON.stringify({ user, tokens: demoTokens, isAuthenticated: true }))
}

afterEach(() => localStorage.clear())

describe('route guards', () => {
  it('send signed-out people to /login and remember where they were going', () => {
    renderAt('/app/features')
    expect(screen.getByText('login at /login, came from /app/features')).toBeVisible()
  })

  it('send signed-in people from /login back to where they were going', () => {
    signIn(true)
    renderAt('/login', { from: { pathname: '/app/features', search: '', hash: '' } })
    expect(screen.getByText(/^features at \/app\/features/)).toBeVisible()
  })

  it('send signed-in people from /login to the dashboard by default', () => {
    signIn(true)
    renderAt('/login')
    expect(screen.getByText(/^dashboard at \/dashboard/)).toBeVisible()
  })

  it('send people who have not finished onboarding to /onboarding', () => {
    signIn(false)
    renderAt('/login')
    expect(screen.getByText(/^onboarding at \/onboarding/)).toBeVisible()
  })

  it('keep a person whose join request waits on /join-request, from the app and from /login', () => {
    signIn(false, null)
    renderAt('/app/features')
    expect(screen.getByText(/^join request at \/join-request/)).toBeVisible()
  })

  it('send a waiting person from /login to /join-request rather than the onboarding', () => {
    signIn(false, null)
    renderAt('/login')
    expect(screen.getByText(/^join request at \/join-request/)).toBeVisible()
  })
})
