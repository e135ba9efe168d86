import { useCallback, useEffect, useState } from 'react'

/** The state of one load: its value, its error, and a reload. */
export interface AsyncState<T> {
  value: T | undefined
  error: Error | undefined
  loading: boolean
  reload: () => void
}

/** Runs `load` when `key` changes (and on `reload`), keeping the last value while the next one loads. */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> {
  const [value, setValue] = useState<T>()
  const [error, setError] = useState<Error>()
  const [loading, setLoading] = useState(true)
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  useEffect(() => {
    let current = true
    setLoading(true)
    load().then(
      (v) => {
        if (!current) return
        setValue(v)
        setError(undefined)
        setLoading(false)
      },
      (e: unknown) => {
        if (!current) return
        setError(e instanceof Error ? e : new Error(String(e)))
        setLoading(false)
      },
    )
    return () => {
      current = false
    }
  }, [key, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { value, error, loading, reload }
}
