import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providerOf } from '../testing/hookWrapper.js'
import { makePortico } from '../testing/modalHarness.js'
import { usePorticoTheme } from './usePorticoTheme.js'

describe('usePorticoTheme', () => {
  it('A-31 reads the theme and its setters change it at runtime', () => {
    const portico = makePortico({ themeMode: 'light' })
    const { result } = renderHook(() => usePorticoTheme(), { wrapper: providerOf(portico) })
    expect(result.current.themeMode).toBe('light')
    act(() => result.current.setThemeMode('dark'))
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeVariables({ '--portico-accent': '#ff0000' }))
    expect(result.current.themeVariables).toMatchObject({ '--portico-accent': '#ff0000' })
  })
})
