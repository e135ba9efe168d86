import { accountNameProblem, type NameAvailability, SEARCH_DEBOUNCE_MS } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../../context.js'

/** What the name input knows about the typed label. */
export type NameCheck =
  | { state: 'empty' | 'checking' }
  | { state: 'invalid' | 'error'; message: string }
  | ({ state: 'checked' } & NameAvailability)

/** L-07, L-09: the typed label's problem at once, then its availability and suggestions after 500 ms of quiet. */
export function useNameAvailability(label: string): NameCheck {
  const portico = usePorticoInstance()
  const [check, setCheck] = useState<NameCheck>({ state: 'empty' })
  useEffect(() => {
    if (label === '') return setCheck({ state: 'empty' })
    const problem = accountNameProblem(label)
    if (problem) return setCheck({ state: 'invalid', message: problem })
    setCheck({ state: 'checking' })
    let current = true
    const timer = setTimeout(() => {
      portico.checkName(label).then(
        (answer) => current && setCheck({ state: 'checked', ...answer }),
        (error: unknown) =>
          current &&
          setCheck({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [portico, label])
  return check
}
