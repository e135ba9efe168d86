import { describe, expect, it } from 'vitest'
import { loadCatalogue } from './catalogueLoaders.js'
import { EN_CATALOGUE } from './enCatalogue.js'
import { LOCALES } from './locale.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
// Through the loader the dialog uses, so a locale listed without a loader (or the reverse) fails here.
const load = async (code: string) => (await loadCatalogue(code)).default

describe.each(LOCALES.filter((code) => code !== 'en'))('the %s catalogue', (code) => {
  it('has exactly the keys of English: a missing or extra key fails (at runtime a missing one shows in English)', async () => {
    const catalogue = await load(code)
    const extra: string[] = []
    const missing: string[] = []
    for (const [group, strings] of Object.entries(catalogue)) {
      const en = (EN_CATALOGUE as Record<string, Record<string, string>>)[group]
      if (!en) extra.push(group)
      for (const key of Object.keys(strings ?? {})) if (!en || !(key in en)) extra.push(`${group}.${key}`)
    }
    for (const [group, en] of Object.entries(EN_CATALOGUE)) {
      for (const key of Object.keys(en))
        if (catalogue[group]?.[key] === undefined) missing.push(`${group}.${key}`)
    }
    expect(extra).toEqual([])
    expect(missing).toEqual([])
  })

  it('keeps every placeholder of the English string and translates to non-empty text', async () => {
    const catalogue = await load(code)
    const wrong: string[] = []
    for (const [group, en] of Object.entries(EN_CATALOGUE)) {
      for (const [key, english] of Object.entries(en as Record<string, string>)) {
        const text = catalogue[group]?.[key]
        if (text === undefined) continue
        if (!text.trim() || placeholders(text).join() !== placeholders(english).join())
          wrong.push(`${group}.${key}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
