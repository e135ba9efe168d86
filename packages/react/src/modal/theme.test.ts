import { describe, expect, it } from 'vitest'
import { MODAL_CSS } from './styles.js'
import { themeProperties } from './theme.js'

describe('theme', () => {
  it('Q-02 T-33 the default dialog width is 360px', () => {
    expect(themeProperties('dark', {})['--portico-width']).toBe('360px')
    expect(MODAL_CSS).toContain('width: var(--portico-width)')
  })

  it('Q-03 T-33 the default layer index is 999 and a theme variable changes it', () => {
    expect(themeProperties('dark', {})['--portico-z-index']).toBe('999')
    expect(themeProperties('light', { '--portico-z-index': 5000 })['--portico-z-index']).toBe('5000')
    expect(MODAL_CSS).toContain('z-index: var(--portico-z-index)')
  })

  it('Q-04 T-33 the default master font size is 10px, and the text scales from it', () => {
    expect(themeProperties('dark', {})['--portico-font-size-master']).toBe('10px')
    expect(MODAL_CSS).toContain('font-size: calc(var(--portico-font-size-master)')
  })

  it('Q-05 T-33 the default master border radius is 4px, and the corners scale from it', () => {
    expect(themeProperties('light', {})['--portico-border-radius-master']).toBe('4px')
    expect(MODAL_CSS).toContain('border-radius: calc(var(--portico-border-radius-master)')
  })

  it('Q-06 Q-07 T-33 durations: shake 500 ms, header text 120 ms, height 150 ms, view 150 ms', () => {
    expect(themeProperties('dark', {})).toMatchObject({
      '--portico-duration-shake': '500ms',
      '--portico-duration-header': '120ms',
      '--portico-duration-height': '150ms',
      '--portico-duration-view': '150ms',
    })
    expect(MODAL_CSS).toContain('animation: portico-shake var(--portico-duration-shake)')
  })

  it('Q-10 default accents and backgrounds: light hsla(231, 100%, 70%, 1) on #fff, dark hsla(230, 100%, 67%, 1) on #121313', () => {
    expect(themeProperties('light', {})).toMatchObject({
      '--portico-accent': 'hsla(231, 100%, 70%, 1)',
      '--portico-bg': '#fff',
    })
    expect(themeProperties('dark', {})).toMatchObject({
      '--portico-accent': 'hsla(230, 100%, 67%, 1)',
      '--portico-bg': '#121313',
    })
  })

  it('Q-01 light and dark differ; app variables override, unknown keys are ignored', () => {
    expect(themeProperties('light', {})['--portico-bg']).not.toBe(themeProperties('dark', {})['--portico-bg'])
    const props = themeProperties('light', { '--portico-accent': 'red', evil: 'x' } as never)
    expect(props['--portico-accent']).toBe('red')
    expect(props).not.toHaveProperty('evil')
  })
})
