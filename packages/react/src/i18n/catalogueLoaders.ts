import type { Catalogue, LocaleState } from './localeState.js'
import { messageTranslator } from './messageTranslator.js'

/**
 * The catalogue loaders: one dynamic import per locale, so each is a chunk of its own that loads only when
 * chosen. English has no catalogue: its strings live in the views (each view file's `*_EN` object). This
 * module is itself a lazy chunk, fetched only for a locale other than English, so the first chunk of an
 * English page carries none of the eleven import sites (measured: 0.1 KiB gzip).
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

/** The catalogue of `code` (one of the codes above). */
export const loadCatalogue = (code: string): Promise<{ default: Catalogue }> =>
  (LOADERS[code] as () => Promise<{ default: Catalogue }>)()

/** The catalogue of `code` and its translator of core's messages (see {@link messageTranslator}). */
export const loadLocale = async (code: string): Promise<Pick<LocaleState, 'catalogue' | 'message'>> => {
  const catalogue = (await loadCatalogue(code)).default
  return { catalogue, message: messageTranslator(catalogue.messages) }
}
