import { useCallback, useEffect, useState } from 'react'
import { UpdateProductAreasRequest, formatValidationError, type ProductArea } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi } from '../../state/auth'

/** Not in the spec: what the theme step says when the product areas cannot be loaded or saved without a detail. */
export const productAreaMessages = {
  loadFailed: 'The starter themes could not be loaded. You can edit them later.',
  saveFailed: 'Failed to save the themes',
} as const

export interface ProductAreasEditor {
  /** Null while loading, or when loading failed (`error` says so). */
  areas: ProductArea[] | null
  error: string | null
  saving: boolean
  rename: (index: number, name: string) => void
  remove: (index: number) => void
  add: (name: string) => void
  /** Saves the edited set (nothing when unchanged); false when the server or the form refused it. */
  save: () => Promise<boolean>
}

/**
 * The product areas a company's themes start from (the built-in starter set until the team edits it), as the
 * onboarding's theme step edits them: renamed (an area keeps its example titles), removed, added (an area of its own
 * name), then saved once.
 */
export function useProductAreas(): ProductAreasEditor {
  const api = useApi()
  const [areas, setAreas] = useState<ProductArea[] | null>(null)
  const [dirty, setDirty] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let stopped = false
    api.getProductAreas().then(
      (loaded) => {
        if (!stopped) setAreas(loaded.areas)
      },
      (failure: unknown) => {
        if (!stopped) setError(serverDetail(failure) ?? productAreaMessages.loadFailed)
      },
    )
    return () => {
      stopped = true
    }
  }, [api])

  const edit = useCallback((change: (current: ProductArea[]) => ProductArea[]) => {
    setAreas((current) => (current ? change(current) : current))
    setDirty(true)
    setError(null)
  }, [])

  return {
    areas,
    error,
    saving,
    rename: (index, name) => edit((current) => current.map((area, i) => (i === index ? { ...area, name } : area))),
    remove: (index) => edit((current) => current.filter((_, i) => i !== index)),
    add: (name) => edit((current) => [...current, { name: name.trim(), examples: [] }]),
    async save() {
      if (!dirty || !areas) return true
      const request = UpdateProductAreasRequest.safeParse({ areas })
      if (!request.success) {
        setError(formatValidationError(request.error))
        return false
      }
      setSaving(true)
      try {
        setAreas((await api.updateProductAreas({ areas })).areas)
        setDirty(false)
        return true
      } catch (failure) {
        setError(serverDetail(failure) ?? productAreaMessages.saveFailed)
        return false
      } finally {
        setSaving(false)
      }
    },
  }
}
