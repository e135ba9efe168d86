import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_NAMESPACES,
  AUTH_CONNECTOR_NAMESPACES,
  BALANCE_NAMESPACES,
  NAMES_NAMESPACES,
} from './constants.js'

describe('business constants', () => {
  it('T-20 balances on eip155 and solana; names and activity on eip155; auth connector on eip155 and solana', () => {
    expect(BALANCE_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(NAMES_NAMESPACES).toEqual(['eip155'])
    expect(ACTIVITY_NAMESPACES).toEqual(['eip155'])
    expect(AUTH_CONNECTOR_NAMESPACES).toEqual(['eip155', 'solana'])
  })
})
