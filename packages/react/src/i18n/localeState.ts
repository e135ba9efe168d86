import type { PorticoClient } from '@portico/core'

/** One locale's translations: view group → key → text. A missing group or key shows the English string. */
export type Catalogue = Record<string, Partial<Record<string, string>> | undefined>

/** The locale of one Portico instance: its code and, once loaded, its catalogue. */
export type LocaleState = {
  locale: string
  catalogue?: Catalogue
  /** Translates a message of core (set with the catalogue). */
  message?: (english: string) => string
  subscribe(listener: () => void): () => void
}

/*
 * Apart from `locale.ts` (which picks the locale and imports the catalogue loader) on purpose: the views read the
 * state through this module only, so the lazy view chunks do not depend on a module with a dynamic import.
 * Measured: when they did, rolldown split its runtime and Vite's preload helper out of the first chunk (0.7 KiB
 * gzip more before the first click).
 */
const states = new WeakMap<PorticoClient, LocaleState>()

/** Sets an instance's locale state (by `startLocale`). */
export const setLocaleState = (portico: PorticoClient, state: LocaleState): void => {
  states.set(portico, state)
}

/** The locale state of an instance (undefined before `startLocale`: English). */
export const localeOf = (portico: PorticoClient): LocaleState | undefined => states.get(portico)
