// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyTheme } from '../src/frame/theme.js'

describe('theme sync on the secure site (F-26, Q-09)', () => {
  it('F-26 the mode becomes data-theme and --portico-* variables become custom properties', () => {
    applyTheme(document, {
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#ff0000', '--portico-z-index': 999 },
    })
    const root = document.documentElement
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--portico-accent')).toBe('#ff0000')
    expect(root.style.getPropertyValue('--portico-z-index')).toBe('999')
    applyTheme(document, { themeMode: 'light' })
    expect(root.dataset.theme).toBe('light')
  })

  it('other names, url() values and rule breaks are ignored; a bad mode is refused', () => {
    applyTheme(document, {
      themeMode: 'light',
      themeVariables: {
        color: 'red',
        '--portico-font-family': 'x; background: url(https://evil.example/a.png)',
        '--portico-accent': 'url(https://evil.example/a.png)',
        '--portico-border-radius-master': '4px',
      },
    })
    const style = document.documentElement.style
    expect(style.getPropertyValue('color')).toBe('')
    expect(style.getPropertyValue('--portico-font-family')).toBe('')
    expect(style.getPropertyValue('--portico-accent')).not.toContain('url')
    expect(style.getPropertyValue('--portico-border-radius-master')).toBe('4px')
    expect(() => applyTheme(document, { themeMode: 'pink' })).toThrow('Invalid themeMode')
  })
})
