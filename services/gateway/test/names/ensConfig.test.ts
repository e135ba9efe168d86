import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../src/index.js'
import { DEV_ENS_SIGNER_KEY } from '../../src/names/ens/ensConfig.js'

describe('ENS CCIP-Read settings from the environment', () => {
  it('PORTICO_ENS_SIGNER_KEY and PORTICO_ENS_ANSWER_TTL_SEC are read; unset keeps the development defaults', () => {
    expect(configFromEnv({}).names?.ens).toBeUndefined()
    const key = `0x${'ab'.repeat(32)}`
    expect(configFromEnv({ PORTICO_ENS_SIGNER_KEY: key, PORTICO_ENS_ANSWER_TTL_SEC: '60' }).names).toEqual({
      ens: { signerKey: key, answerTtlSec: 60 },
    })
    expect(DEV_ENS_SIGNER_KEY).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('a malformed key or validity window is refused naming the variable', () => {
    for (const bad of ['abc', '0x1234', `0x${'zz'.repeat(32)}`])
      expect(() => configFromEnv({ PORTICO_ENS_SIGNER_KEY: bad })).toThrow('PORTICO_ENS_SIGNER_KEY')
    for (const bad of ['0', '-5', '1.5', '86401', 'soon'])
      expect(() => configFromEnv({ PORTICO_ENS_ANSWER_TTL_SEC: bad })).toThrow('PORTICO_ENS_ANSWER_TTL_SEC')
  })
})
