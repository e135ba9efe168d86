import { encodeFunctionData, type Hex, namehash, parseAbi, toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { decodeDnsName } from '../../src/names/ens/dnsName.js'
import { decodeResolverCall } from '../../src/names/ens/resolverCall.js'

const abi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])
const resolve = (dns: Hex, inner: Hex) =>
  encodeFunctionData({ abi, functionName: 'resolve', args: [dns, inner] })
const dns = (name: string) => toHex(packetToBytes(name))
const NAME = 'acc-abc.portico.test'
const node = namehash(NAME)

describe('ENS gateway request decoding', () => {
  it('decodes resolve(name, addr | addr(coinType) | text | name) into the name and the question', () => {
    const ask = (inner: Hex) => decodeResolverCall(resolve(dns(NAME), inner))
    expect(ask(encodeFunctionData({ abi, functionName: 'addr', args: [node] }))).toEqual({
      name: NAME,
      profile: 'addr',
    })
    expect(ask(encodeFunctionData({ abi, functionName: 'addr', args: [node, 60n] }))).toEqual({
      name: NAME,
      profile: 'addrByCoin',
      coinType: 60n,
    })
    expect(ask(encodeFunctionData({ abi, functionName: 'text', args: [node, 'avatar'] }))).toEqual({
      name: NAME,
      profile: 'text',
      key: 'avatar',
    })
    expect(ask(encodeFunctionData({ abi, functionName: 'name', args: [node] }))).toEqual({
      name: NAME,
      profile: 'name',
    })
  })

  it('refuses another function, an unsupported profile, a node of another name and a broken DNS name', () => {
    const addr = encodeFunctionData({ abi, functionName: 'addr', args: [node] })
    expect(() => decodeResolverCall(addr)).toThrow('resolve(bytes,bytes)')
    const contenthash = encodeFunctionData({ abi, functionName: 'contenthash', args: [node] })
    expect(() => decodeResolverCall(resolve(dns(NAME), contenthash))).toThrow('the resolver call must be')
    expect(() => decodeResolverCall(resolve(dns('other.portico.test'), addr))).toThrow('not the namehash')
    expect(() => decodeResolverCall(resolve('0x05616c6963', addr))).toThrow('DNS wire-format')
  })

  it('decodeDnsName: lower-cased dotted names; truncated, trailing bytes, dotted or non-UTF-8 labels are refused', () => {
    expect(decodeDnsName(dns('Acc-ABC.portico.test'))).toBe('acc-abc.portico.test')
    expect(decodeDnsName('0x00')).toBe('')
    expect(decodeDnsName('0x03616263')).toBeUndefined()
    expect(decodeDnsName('0x0361626300ff')).toBeUndefined()
    expect(decodeDnsName('0x03612e6200')).toBeUndefined()
    expect(decodeDnsName('0x02c32800')).toBeUndefined() // not UTF-8
  })
})
