import { describe, expect, it } from 'vitest'
import { isInsideTelegram } from './telegramDetect.js'
import { filterSocialsForPlatform, platformOfUserAgent } from './telegramSocials.js'

const UA = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
}

describe('Telegram social filtering (F-22, P-04)', () => {
  it.each([
    ['iOS drops google', UA.ios, ['google', 'x'], ['x']],
    ['iPadOS in desktop mode is iOS', UA.ipadDesktop, ['google', 'x'], ['x']],
    ['Mac drops x', UA.mac, ['google', 'x'], ['google']],
    ['Android drops facebook and x', UA.android, ['google', 'x', 'facebook'], ['google']],
    ['another platform keeps all', UA.windows, ['google', 'x', 'facebook'], ['google', 'x', 'facebook']],
  ] as const)('F-22 inside Telegram: %s', (_case, ua, socials, expected) => {
    expect(filterSocialsForPlatform(socials, true, ua)).toEqual(expected)
  })

  it('F-22 outside Telegram nothing is dropped, on any platform', () => {
    for (const ua of Object.values(UA)) {
      expect(filterSocialsForPlatform(['google', 'x', 'facebook'], false, ua)).toEqual([
        'google',
        'x',
        'facebook',
      ])
    }
  })

  it('F-21 Telegram is detected by TelegramWebviewProxy, Telegram or TelegramWebviewProxyProto', () => {
    expect(isInsideTelegram({})).toBe(false)
    expect(isInsideTelegram(undefined)).toBe(false)
    for (const key of ['TelegramWebviewProxy', 'Telegram', 'TelegramWebviewProxyProto']) {
      expect(isInsideTelegram({ [key]: {} })).toBe(true)
    }
  })

  it('F-22 platforms by user agent', () => {
    expect(platformOfUserAgent(UA.ios)).toBe('ios')
    expect(platformOfUserAgent(UA.mac)).toBe('mac')
    expect(platformOfUserAgent(UA.android)).toBe('android')
    expect(platformOfUserAgent(UA.windows)).toBe('other')
  })
})
