import { describe, expect, it } from 'vitest'
import { themeProperties } from './theme.js'

describe('theme', () => {
  it('Q-02 to Q-07 defaults: width 360px, z-index 999, font 10px, radius 4px, shake 500 ms, view 150 ms', () => {
    const props = themeProperties('dark', {})
    expect(props).toMatchObject({
      '--portico-width': '360px',
      '--portico-z-index': '999',
      '--portico-font-size-master': '10px',
      '--portico-border-radius-master': '4px',
      '--portico-duration-shake': '500ms',
      '--portico-duration-header': '120ms',
      '--portico-duration-height': '150ms',
      '--portico-duration-view': '150ms',
    })
  })

  it('Q-01 light and dark differ; app variables override, unknown keys are ignored', () => {
    expect(themeProperties('light', {})['--portico-bg']).not.toBe(themeProperties('dark', {})['--portico-bg'])
    const props = themeProperties('light', { '--portico-accent': 'red', evil: 'x' } as never)
    expect(props['--portico-accent']).toBe('red')
    expect(props).not.toHaveProperty('evil')
  })
})
