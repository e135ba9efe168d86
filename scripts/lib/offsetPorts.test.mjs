import { describe, expect, it } from 'vitest'
import { offsetPorts } from '../stack.mjs'
import { SERVICES } from './services.mjs'

describe('offsetPorts (the ports of a second stack)', () => {
  it('moves every port of every service by the offset, keeping a port the environment names', () => {
    const ports = offsetPorts(10_000, { PORTICO_GATEWAY_PORT: '4321' })
    const variables = SERVICES.flatMap((s) => Object.keys(s.ports))
    expect(Object.keys(ports).sort()).toEqual(variables.sort())
    expect(ports.PORTICO_GATEWAY_PORT).toBe('4321')
    expect(ports.PORTICO_SECURE_PORT).toBe('15174')
    expect(ports.PORTICO_KEY_SERVICE_PORT).toBe('18793')
    expect(new Set(Object.values(ports)).size).toBe(variables.length)
  })

  it('refuses an offset that is not an integer from 0 to 55000', () => {
    for (const bad of [-1, 1.5, 60_000, Number.NaN]) {
      expect(() => offsetPorts(bad)).toThrow('a port offset must be an integer from 0 to 55000')
    }
  })
})
