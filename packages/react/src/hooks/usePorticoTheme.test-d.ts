import type { ThemeMode, ThemeVariables } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { usePorticoTheme } from './usePorticoTheme.js'

describe('usePorticoTheme types', () => {
  it('returns the theme and typed setters', () => {
    type Result = ReturnType<typeof usePorticoTheme>
    expectTypeOf<Result['themeMode']>().toEqualTypeOf<ThemeMode>()
    expectTypeOf<Result['themeVariables']>().toEqualTypeOf<ThemeVariables>()
    expectTypeOf<Result['setThemeMode']>().parameters.toEqualTypeOf<[ThemeMode]>()
    expectTypeOf<'blue'>().not.toExtend<ThemeMode>()
  })
})
