import { useEffect, useState } from 'react'
import type { AppConfig } from '../../api'
import { useApi } from '../state/auth'

/** GET /api/v1/config once per mount: null until it answers, and when it fails (the features it gates stay off). */
export function useAppConfig(): AppConfig | null {
  const api = useApi()
  const [config, setConfig] = useState<AppConfig | null>(null)
  useEffect(() => {
    let current = true
    api.appConfig().then(
      (answer) => {
        if (current) setConfig(answer)
      },
      (error: unknown) => console.warn('Could not read the app config', error),
    )
    return () => {
      current = false
    }
  }, [api])
  return config
}
