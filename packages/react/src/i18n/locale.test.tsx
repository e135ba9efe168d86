import type { PorticoClient } from '@portico/core'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../context.js'
import { byTestId, makePortico, shadow, stubAdapter, waitForTestId } from '../testing/modalHarness.js'
import { CONNECT_EN } from '../views/connectStrings.js'
import { LOCALES, localeOf, resolveLocale, startLocale } from './locale.js'
import { useStrings } from './useStrings.js'

afterEach(() => vi.restoreAllMocks())

/** A string added to the English group after the German catalogue was written. */
const CONNECT_PLUS_NEW = { ...CONNECT_EN, brandNew: 'Brand new string' }

/** Shows one translated string and one the catalogue lacks. */
function Probe() {
  const t = useStrings('connect', CONNECT_PLUS_NEW)
  return (
    <p>
      <span data-testid="translated">{t.tryAgain}</span>
      <span data-testid="fallback">{t.brandNew}</span>
    </p>
  )
}

describe('locale resolution', () => {
  it('ships the twelve locales of issue 16', () => {
    expect([...LOCALES].sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'it',
      'ja',
      'ko',
      'pt',
      'ru',
      'tr',
      'zh',
    ])
  })

  it('the locale option wins over the browser languages; a region or case does not matter', () => {
    expect(resolveLocale('de', ['fr'])).toBe('de')
    expect(resolveLocale('pt-BR', [])).toBe('pt')
    expect(resolveLocale('ZH_cn', [])).toBe('zh')
    expect(resolveLocale('en', ['ja'])).toBe('en')
  })

  it('without the option, the first of navigator.languages Portico has; else English', () => {
    expect(resolveLocale(undefined, ['xx-YY', 'fr-CA', 'de'])).toBe('fr')
    expect(resolveLocale(undefined, ['ar-EG'])).toBe('ar')
    expect(resolveLocale(undefined, ['xx'])).toBe('en')
    expect(resolveLocale(undefined, [])).toBe('en')
  })

  it('an unsupported browser language is not bad input: English, no warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(resolveLocale(undefined, ['xx'])).toBe('en')
    expect(warn).not.toHaveBeenCalled()
  })

  it('reads navigator.languages when no locale option is given', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR', 'en-US'])
    const client = {} as PorticoClient
    await startLocale(client, undefined)
    expect(localeOf(client)?.locale).toBe('ko')
    expect(localeOf(client)?.catalogue?.modal?.close).toBe('닫기')
  })
})

describe('bad input (issue 16)', () => {
  it('an unknown locale falls back to English with exactly one console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const portico = makePortico({ adapters: [stubAdapter()], locale: 'tlh' })
    portico.open()
    await waitForTestId('view-Connect')
    expect(byTestId('modal-title')?.textContent).toBe('Connect Wallet')
    const localeWarnings = warn.mock.calls.filter(([text]) => String(text).includes('locale'))
    expect(localeWarnings).toHaveLength(1)
    expect(String(localeWarnings[0]?.[0])).toContain('"tlh"')
  })

  it('a missing translation falls back to English per string', async () => {
    const client = {} as PorticoClient
    await startLocale(client, 'de')
    render(
      <PorticoContext.Provider value={client}>
        <Probe />
      </PorticoContext.Provider>,
    )
    expect(screen.getByTestId('translated').textContent).toBe('Erneut versuchen')
    expect(screen.getByTestId('fallback').textContent).toBe('Brand new string')
  })
})

/** Opens the dialog's Connect view in `locale`. */
async function openConnectIn(locale: string) {
  makePortico({ adapters: [stubAdapter()], locale }).open()
  await waitForTestId('view-Connect')
}

describe('the dialog in a locale', () => {
  it('de: Connect shows the German strings once the catalogue is in', async () => {
    await openConnectIn('de')
    await waitFor(() => expect(byTestId('modal-title')?.textContent).toBe('Wallet verbinden'))
    expect(byTestId('modal-close')?.getAttribute('aria-label')).toBe('Schließen')
    expect(byTestId('modal')?.getAttribute('lang')).toBe('de')
    expect(byTestId('modal')?.getAttribute('dir')).toBe('ltr')
  })

  it('ar sets dir="rtl" on the dialog', async () => {
    await openConnectIn('ar')
    await waitFor(() => expect(byTestId('modal-title')?.textContent).toBe('ربط المحفظة'))
    expect(byTestId('modal')?.getAttribute('dir')).toBe('rtl')
    expect(shadow()?.querySelector('dialog[dir="rtl"]')).not.toBeNull()
  })

  it('en (the default) keeps the spec strings verbatim and dir="ltr"', async () => {
    await openConnectIn('en')
    expect(byTestId('modal-title')?.textContent).toBe('Connect Wallet')
    expect(byTestId('modal')?.getAttribute('dir')).toBe('ltr')
  })
})

describe('activity times (K-09)', () => {
  const now = Date.UTC(2026, 10, 24)
  it('K-09 English keeps "2 min"; German and Japanese give the same count in their words', async () => {
    const { timeAgo } = await import('../views/account/ActivityRow.js')
    expect(timeAgo(now - 90_000, now, 'en')).toBe('2 min')
    expect(timeAgo(now - 90_000, now, 'de')).toMatch(/^2\sMin\.?$/)
    expect(timeAgo(now - 3 * 3_600_000, now, 'ja')).toContain('3')
    expect(timeAgo(now - 3 * 3_600_000, now, 'ja')).toContain('時間')
  })
})
