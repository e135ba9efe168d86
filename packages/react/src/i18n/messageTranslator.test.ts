import { ErrorMessages, SwapMessages } from '@portico/core'
import { OnrampMessages } from '@portico/core/onramp'
import { describe, expect, it } from 'vitest'
import { loadCatalogue, loadLocale } from './catalogueLoaders.js'
import { CORE_MESSAGES } from './coreMessages.js'
import { LOCALES } from './locale.js'
import { messageTranslator } from './messageTranslator.js'
import { fill } from './useStrings.js'

const TEMPLATES = Object.keys(CORE_MESSAGES).filter((text) => /\{\w+\}/.test(text))

describe('messageTranslator (core messages, issue 16)', () => {
  it('I-12 J-14 G: a message built with values is translated by its template, the values kept', async () => {
    const { message } = await loadLocale('de')
    expect(message?.(SwapMessages.swapping('ETH', '0.5', 'PRT'))).toBe('ETH wird in 0.5 PRT getauscht')
    expect(message?.(SwapMessages.swapped('ETH', '0.5', 'PRT'))).toBe('ETH in 0.5 PRT getauscht')
    expect(message?.(OnrampMessages.minimum('10.00', 'USD'))).toBe('Der Mindestbetrag ist 10.00 USD')
    expect(message?.(ErrorMessages.notEnoughForFee('ETH'))).toBe('Nicht genug ETH für die Netzwerkgebühr')
  })

  it('an exact key wins; a message no key or template matches stays English', () => {
    const translate = messageTranslator({
      'Failed to connect': 'Échec',
      'Pay {amount} (max.)': '{amount} max.',
    })
    expect(translate('Failed to connect')).toBe('Échec')
    expect(translate('Pay 5 (max.)')).toBe('5 max.')
    expect(translate('Pay 5 [max]')).toBe('Pay 5 [max]')
    expect(translate('Gateway says no')).toBe('Gateway says no')
    expect(messageTranslator()('Failed to connect')).toBe('Failed to connect')
  })

  it('lists the value-carrying messages of core as templates', () => {
    expect(TEMPLATES).toEqual(
      expect.arrayContaining([
        SwapMessages.swapping('{from}', '{amount}', '{to}'),
        ErrorMessages.notEnoughForFee('{symbol}'),
        OnrampMessages.maximum('{amount}', '{currency}'),
      ]),
    )
  })

  describe.each(LOCALES.filter((code) => code !== 'en'))('in %s', (code) => {
    it('every template of core matches its English message and fills its translation', async () => {
      const messages = (await loadCatalogue(code)).default.messages ?? {}
      const translate = messageTranslator(messages)
      for (const template of TEMPLATES) {
        const values = {
          from: 'ETH',
          to: 'PRT',
          amount: '1.5',
          symbol: 'ETH',
          currency: 'USD',
          method: 'card',
        }
        expect(translate(fill(template, values))).toBe(fill(messages[template] as string, values))
      }
    })
  })
})
