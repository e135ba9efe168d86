import { coinTypeForChainId } from '@portico/core'
import {
  DEV_ENS_SIGNER_ADDRESS,
  deployEns,
  ENS_ADDRESSES,
  ensGatewayUrlTemplate,
  PorticoOffchainResolver,
} from '@portico/devnet'
import {
  type Chain,
  createPublicClient,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  namehash,
  type PublicClient,
  parseAbi,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ENS_SIGNER_KEY } from '../../src/names/ens/ensConfig.js'
import { answerDigest } from '../../src/names/ens/signedAnswer.js'
import { startAnvil, type TestChain } from '../helpers/anvil.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

// ENS through ERC-3668 (issue 15, beyond the spec): the devnet's ENS contracts on a real anvil chain, the real
// gateway answering and signing, viem's own getEnsAddress/getEnsName doing the CCIP-Read round trips.
const CHAIN_ID = 31337
const ZONE = 'portico.test'
const TTL_SEC = 120
const Q = '?projectId=portico-dev'
const randomLabel = () => `acc-${Math.random().toString(36).slice(2, 10)}`
const resolveAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const addrAbi = parseAbi(['function addr(bytes32 node) view returns (address)'])

/** The calldata of `resolve(name, addr(node))`: what the resolver sends to the gateway. */
const addrRequest = (name: string): Hex =>
  encodeFunctionData({
    abi: resolveAbi,
    functionName: 'resolve',
    args: [toHex(packetToBytes(name)), encodeFunctionData({ abi: addrAbi, args: [namehash(name)] })],
  })

describe('ENS names through CCIP-Read: gateway endpoint, devnet resolver, viem', () => {
  let chain: TestChain
  let gw: RunningGateway
  let client: PublicClient
  const owner = privateKeyToAccount(generatePrivateKey())
  const name = `${randomLabel()}.${ZONE}`

  beforeAll(async () => {
    chain = await startAnvil(CHAIN_ID)
    gw = await startGateway(DATABASES[0]!, {
      rpcUrls: { [`eip155:${CHAIN_ID}`]: chain.rpcUrl },
      indexer: false,
      names: { ens: { answerTtlSec: TTL_SEC } },
    })
    await deployEns(chain.rpcUrl, CHAIN_ID, {
      zone: ZONE,
      url: ensGatewayUrlTemplate(gw.base),
      signers: [DEV_ENS_SIGNER_ADDRESS],
    })
    const viemChain: Chain = defineChain({
      id: CHAIN_ID,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      contracts: { ensUniversalResolver: { address: ENS_ADDRESSES.universalResolver } },
    })
    client = createPublicClient({ chain: viemChain, transport: http() })
    const message = JSON.stringify({
      name,
      attributes: { avatar: 'https://example.com/a.png' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    const res = await fetch(`${gw.base}/v1/profile/account${Q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: coinTypeForChainId(CHAIN_ID),
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  it('the development signer key and the devnet resolver’s default signer agree', () => {
    expect(privateKeyToAccount(DEV_ENS_SIGNER_KEY).address).toBe(DEV_ENS_SIGNER_ADDRESS)
  })

  it('viem getEnsAddress returns the registered address; getEnsText the avatar attribute', async () => {
    expect(await client.getEnsAddress({ name })).toBe(owner.address)
    // ENSIP-11 (an EVM chain's coin type): the address as bytes, which viem returns unchecksummed.
    const byCoin = await client.getEnsAddress({ name, coinType: BigInt(coinTypeForChainId(CHAIN_ID)) })
    expect(byCoin).toBe(owner.address.toLowerCase())
    expect(await client.getEnsText({ name, key: 'avatar' })).toBe('https://example.com/a.png')
  })

  it('viem getEnsName returns the name (reverse record, checked forward by the universal resolver)', async () => {
    expect(await client.getEnsName({ address: owner.address })).toBe(name)
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await client.getEnsName({ address: stranger.address })).toBeNull()
  })

  it('an unregistered name in the zone resolves to null', async () => {
    expect(await client.getEnsAddress({ name: `${randomLabel()}.${ZONE}` })).toBeNull()
  })

  it('the gateway answers GET {sender}?data={data} and POST alike, signed by its signer for the sender', async () => {
    const request = addrRequest(name)
    const resolver = ENS_ADDRESSES.offchainResolver
    const viaGet = await fetch(`${gw.base}/v1/ens/${resolver}?data=${request}`)
    expect(viaGet.status).toBe(200)
    expect(viaGet.headers.get('access-control-allow-origin')).toBe('*')
    const viaPost = await fetch(`${gw.base}/v1/ens/${resolver}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: resolver, data: request }),
    })
    expect(viaPost.status).toBe(200)
    const { data } = (await viaPost.json()) as { data: Hex }
    const result = await client.readContract({
      address: resolver,
      abi: PorticoOffchainResolver.abi,
      functionName: 'resolveWithProof',
      args: [data, request],
    })
    expect(result).toBe(encodeAbiParameters([{ type: 'address' }], [owner.address]))
  })

  it('the resolver refuses an answer signed by another key (InvalidSigner)', async () => {
    const request = addrRequest(name)
    const forgedResult = encodeAbiParameters(
      [{ type: 'address' }],
      [privateKeyToAccount(generatePrivateKey()).address],
    )
    const expires = BigInt(Math.floor(Date.now() / 1000) + 600)
    const forger = privateKeyToAccount(generatePrivateKey())
    const signature = await forger.sign({
      hash: answerDigest(ENS_ADDRESSES.offchainResolver, expires, request, forgedResult),
    })
    const response = encodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      [forgedResult, expires, signature],
    )
    await expect(
      client.readContract({
        address: ENS_ADDRESSES.offchainResolver,
        abi: PorticoOffchainResolver.abi,
        functionName: 'resolveWithProof',
        args: [response, request],
      }),
    ).rejects.toThrow(/InvalidSigner/)
  })

  it('the resolver refuses a genuine answer once its validity window has passed (SignatureExpired)', async () => {
    const request = addrRequest(name)
    const res = await fetch(`${gw.base}/v1/ens/${ENS_ADDRESSES.offchainResolver}?data=${request}`)
    const { data } = (await res.json()) as { data: Hex }
    const call = () =>
      client.readContract({
        address: ENS_ADDRESSES.offchainResolver,
        abi: PorticoOffchainResolver.abi,
        functionName: 'resolveWithProof',
        args: [data, request],
      })
    await expect(call()).resolves.toBe(encodeAbiParameters([{ type: 'address' }], [owner.address]))
    await client.request({ method: 'evm_increaseTime' as never, params: [TTL_SEC + 60] as never })
    await client.request({ method: 'evm_mine' as never })
    await expect(call()).rejects.toThrow(/SignatureExpired/)
  })

  it('bad requests: not resolve calldata is 400 naming data; a name outside the zone is 404', async () => {
    const sender = ENS_ADDRESSES.offchainResolver
    const bad = await fetch(`${gw.base}/v1/ens/${sender}?data=0xdeadbeef`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { field?: string }).field).toBe('data')
    const outside = await fetch(`${gw.base}/v1/ens/${sender}?data=${addrRequest('vitalik.eth')}`)
    expect(outside.status).toBe(404)
    const badSender = await fetch(`${gw.base}/v1/ens/0x1234?data=${addrRequest(name)}`)
    expect(badSender.status).toBe(400)
  })
})
