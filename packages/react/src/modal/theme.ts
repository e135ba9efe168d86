import {
  BORDER_RADIUS_PX,
  FONT_SIZE_PX,
  HEADER_TEXT_TRANSITION_MS,
  HEIGHT_TRANSITION_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  SHAKE_MS,
  type ThemeMode,
  type ThemeVariables,
  VIEW_TRANSITION_MS,
} from '@portico/core'

/** default accents and backgrounds of the light and dark themes. */
export const LIGHT_ACCENT = 'hsla(231, 100%, 70%, 1)'
export const DARK_ACCENT = 'hsla(230, 100%, 67%, 1)'
export const LIGHT_BACKGROUND = '#fff'
export const DARK_BACKGROUND = '#121313'

/** Q: the core theme, shared by light and dark. Sizes and durations are the spec's defaults. */
const CORE: Record<string, string> = {
  '--portico-width': `${MODAL_WIDTH_PX}px`,
  '--portico-z-index': String(MODAL_Z_INDEX),
  '--portico-font-size-master': `${FONT_SIZE_PX}px`,
  '--portico-border-radius-master': `${BORDER_RADIUS_PX}px`,
  '--portico-font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--portico-duration-shake': `${SHAKE_MS}ms`,
  '--portico-duration-header': `${HEADER_TEXT_TRANSITION_MS}ms`,
  '--portico-duration-height': `${HEIGHT_TRANSITION_MS}ms`,
  '--portico-duration-view': `${VIEW_TRANSITION_MS}ms`,
}

const MODES: Record<ThemeMode, Record<string, string>> = {
  light: {
    '--portico-accent': LIGHT_ACCENT,
    '--portico-bg': LIGHT_BACKGROUND,
    '--portico-bg-2': '#f1f3f5',
    '--portico-bg-3': '#e4e7eb',
    '--portico-fg': '#141414',
    '--portico-fg-2': '#5f6670',
    '--portico-border': 'rgba(0, 0, 0, 0.08)',
    '--portico-overlay': 'rgba(0, 0, 0, 0.3)',
    '--portico-error': '#d92d20',
    '--portico-success': '#079455',
  },
  dark: {
    '--portico-accent': DARK_ACCENT,
    '--portico-bg': DARK_BACKGROUND,
    '--portico-bg-2': '#252626',
    '--portico-bg-3': '#313232',
    '--portico-fg': '#e4e7e7',
    '--portico-fg-2': '#9a9e9e',
    '--portico-border': 'rgba(255, 255, 255, 0.08)',
    '--portico-overlay': 'rgba(0, 0, 0, 0.5)',
    '--portico-error': '#f25a67',
    '--portico-success': '#26d962',
  },
}

/** The custom properties for a theme mode with the app's variables on top. */
export function themeProperties(mode: ThemeMode, variables: ThemeVariables): Record<string, string> {
  const props: Record<string, string> = { ...CORE, ...MODES[mode] }
  for (const [key, value] of Object.entries(variables)) {
    if (key.startsWith('--portico-') && value !== undefined) props[key] = String(value)
  }
  return props
}
