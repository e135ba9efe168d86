import { describe, expect, it } from 'vitest'
import {
  networkBalanceInUSD,
  withoutZeroDecimalTokens,
} from '../controllers/account/tokenBalancesController.js'
import { parseNft, parseTokenBalance, parseTransaction } from './accountApi.js'

const balance = {
  name: 'Portico USD',
  symbol: 'pUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 10.5,
  quantity: { decimals: '6', numeric: '10.5' },
  iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/pUSD',
}

describe('gateway account answers', () => {
  it('E-12 the balance parser output has name, symbol, chainId, address, value, price, quantity and iconUrl', () => {
    expect(parseTokenBalance(balance)).toEqual(balance)
  })

  it('U-11 an unknown price and value stay undefined (never a fake 0); a native balance has no address', () => {
    const { price, value, address, ...native } = balance
    const parsed = parseTokenBalance(native)
    expect(parsed).toEqual(native)
    expect(parsed && 'price' in parsed).toBe(false)
    expect(parseTokenBalance({ ...balance, quantity: { decimals: '6', numeric: '1e3' } })).toBeUndefined()
  })

  it('E-11 input with quantity.decimals "0" is removed from the output', () => {
    const zero = { ...balance, symbol: 'JUNK', quantity: { decimals: '0', numeric: '5' } }
    const list = [parseTokenBalance(balance), parseTokenBalance(zero)].filter((b) => b !== undefined)
    expect(withoutZeroDecimalTokens(list).map((b) => b.symbol)).toEqual(['pUSD'])
  })

  it('G-12 networkBalanceInUSD = native quantity × price: 2 ETH at 1000 → "2000"; unknown price → undefined', () => {
    const eth = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '2' },
      iconUrl: '',
    }
    expect(networkBalanceInUSD([eth])).toBeUndefined()
    expect(networkBalanceInUSD([{ ...eth, price: 1000 }])).toBe('2000')
  })

  it('U-03 malformed transactions are dropped; NFT text stays text and a missing image is null', () => {
    expect(
      parseTransaction({
        id: 'x',
        metadata: { hash: '0x1', minedAt: 'not a date', chain: 'eip155:1' },
        transfers: [],
      }),
    ).toBeUndefined()
    const nft = parseNft({
      chainId: 'eip155:31337',
      contract: '0xabc',
      tokenId: '3',
      name: '<b>Punk</b>',
      collection: {},
    })
    expect(nft).toEqual({
      chainId: 'eip155:31337',
      contract: '0xabc',
      tokenId: '3',
      name: '<b>Punk</b>',
      collection: { name: '', symbol: '' },
      imageUrl: null,
    })
  })
})
