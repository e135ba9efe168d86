import type { PorticoClient } from '@portico/core'

/** One locale's translations: view group → key → text. A missing group or key shows the English string. */
export type Catalogue = Record<string, Partial<Record<string, string>> | undefined>

/**
 * The catalogue loaders: one dynamic import per locale, so each is a chunk of its own that loads only when
 * chosen. English has no catalogue: its strings live in the views (each view file's `*_EN` object).
 */
const LOADERS: Record<string, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  pt: () => import('./locales/pt.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  zh: () => import('./locales/zh.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
}

/** The locales Portico ships, by language code. */
export const LOCALES: readonly string[] = ['en', ...Object.keys(LOADERS)]

/** The locale of one Portico instance: its code and, once loaded, its catalogue. */
export type LocaleState = {
  locale: string
  catalogue?: Catalogue
  subscribe(listener: () => void): () => void
}

const states = new WeakMap<PorticoClient, LocaleState>()

/** `de-AT` → `de` when Portico has it. */
const supported = (tag: string) => {
  const code = tag.toLowerCase().split(/[-_]/)[0] as string
  return LOCALES.includes(code) ? code : undefined
}

/**
 * The locale to show: the `locale` option when Portico has it (an unknown one gives English and one console
 * warning), else the first of the browser's languages Portico has, else English.
 */
export function resolveLocale(option: string | undefined, languages: readonly string[] = []): string {
  if (option !== undefined) {
    const code = supported(option)
    if (!code)
      console.warn(`Portico: unknown locale "${option}", showing English. Locales: ${LOCALES.join(', ')}.`)
    return code ?? 'en'
  }
  for (const tag of languages) {
    const code = supported(tag)
    if (code) return code
  }
  return 'en'
}

/**
 * Picks this instance's locale and loads its catalogue (nothing for English). Views re-render once it is in;
 * a catalogue that fails to load leaves English. Resolves when the catalogue is in place.
 */
export function startLocale(portico: PorticoClient, option: string | undefined): Promise<void> {
  const listeners = new Set<() => void>()
  const state: LocaleState = {
    locale: resolveLocale(option, globalThis.navigator?.languages),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  states.set(portico, state)
  const load = LOADERS[state.locale]
  return load
    ? load().then(
        (module) => {
          state.catalogue = module.default
          for (const listener of listeners) listener()
        },
        (error) =>
          console.warn(`Portico: the "${state.locale}" strings did not load, showing English.`, error),
      )
    : Promise.resolve()
}

/** The locale state of an instance (undefined before {@link startLocale}: English). */
export const localeOf = (portico: PorticoClient): LocaleState | undefined => states.get(portico)
