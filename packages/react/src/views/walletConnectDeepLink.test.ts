import { describe, expect, it } from 'vitest'
import { walletConnectDeepLink } from './walletConnectDeepLink.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d'
const encoded = encodeURIComponent(uri)

describe('walletConnectDeepLink', () => {
  it('C-22 a native link becomes <scheme>://wc?uri=<encodeURIComponent(uri)>', () => {
    expect(walletConnectDeepLink({ link: 'metamask://', uri })).toBe(`metamask://wc?uri=${encoded}`)
    expect(walletConnectDeepLink({ link: 'trust:', uri })).toBe(`trust://wc?uri=${encoded}`)
    expect(walletConnectDeepLink({ link: 'rainbow', uri })).toBe(`rainbow://wc?uri=${encoded}`)
  })

  it('C-22 a native link with a path keeps the path', () => {
    expect(walletConnectDeepLink({ link: 'bnc://app.binance.com/cedefi/', uri })).toBe(
      `bnc://app.binance.com/cedefi/wc?uri=${encoded}`,
    )
    expect(walletConnectDeepLink({ link: 'bw://app/connect', uri })).toBe(
      `bw://app/connect/wc?uri=${encoded}`,
    )
  })

  it('C-22 a universal link becomes <https-url>/wc?uri=…', () => {
    expect(walletConnectDeepLink({ link: 'https://metamask.app.link', uri })).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(walletConnectDeepLink({ link: 'https://connect.trezor.io/9/deeplink/', uri })).toBe(
      `https://connect.trezor.io/9/deeplink/wc?uri=${encoded}`,
    )
  })

  it('C-22 encodes the URI twice when asked (Telegram on Android)', () => {
    expect(walletConnectDeepLink({ link: 'metamask://', uri, encodeTwice: true })).toBe(
      `metamask://wc?uri=${encodeURIComponent(encoded)}`,
    )
  })

  it('refuses missing and unsafe links and a URI that is not wc:', () => {
    for (const link of [
      undefined,
      null,
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript://x',
      'data:text/html,x',
    ]) {
      expect(walletConnectDeepLink({ link, uri })).toBeUndefined()
    }
    expect(walletConnectDeepLink({ link: '1bad://', uri })).toBeUndefined()
    expect(walletConnectDeepLink({ link: 'https://', uri })).toBeUndefined()
    expect(walletConnectDeepLink({ link: 'metamask://', uri: 'https://example.com' })).toBeUndefined()
  })
})
