import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Devnet } from '@portico/devnet'
import { encodeAbiParameters } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRANSFER_TOPIC } from '../../src/indexer/abi.js'
import { DATABASES } from '../helpers/databases.js'
import { devnetClients, eventually, startTestDevnet } from '../helpers/devnetWallet.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const hex2 = (n: number) => n.toString(16).padStart(4, '0')

/**
 * Hand-written bytecode of an ERC-721 whose every read (tokenURI, name, symbol) answers the ABI string
 * `uri`; a call with value emits Transfer(0 → caller, tokenId 1), a mint.
 */
function remoteNftCode(uri: string): `0x${string}` {
  const blob = encodeAbiParameters([{ type: 'string' }], [uri]).slice(2)
  const length = blob.length / 2
  // PUSH1 1 (tokenId), CALLER (to), PUSH1 0 (from), PUSH32 topic0, PUSH1 0, PUSH1 0, LOG4, STOP.
  const mint = `6001336000 7f${TRANSFER_TOPIC.slice(2)} 60006000a400`.replaceAll(' ', '')
  // head (5 bytes), mint, then the 16 bytes of `read` come before the blob.
  const prefixLength = 5 + mint.length / 2 + 16
  const read = `5b61${hex2(length)}61${hex2(prefixLength)}600039` + `61${hex2(length)}6000f3`
  const head = `341560${(5 + mint.length / 2).toString(16).padStart(2, '0')}57`
  return `0x${head}${mint}${read}${blob}`
}

describe.each(DATABASES)('NFT metadata and images from http(s) hosts on $name', (database) => {
  let devnet: Devnet
  let server: Server
  let host: string
  let allowed: RunningGateway
  let closed: RunningGateway
  const longName = `<b>${'x'.repeat(500)}</b>`

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/meta.json') {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ name: longName, description: 'plain', image: `http://${host}/image.png` }))
      } else if (req.url === '/image.png') {
        res.setHeader('content-type', 'image/png')
        res.end(PNG)
      } else if (req.url === '/page.json') {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ name: 'html', image: `http://${host}/page.html` }))
      } else {
        res.setHeader('content-type', 'text/html')
        res.end('<script>alert(1)</script>')
      }
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`
    devnet = await startTestDevnet()
    const config = { rpcUrls: { 'eip155:31337': devnet.chains[0]?.rpcUrl ?? '' }, indexerPollMs: 100 }
    allowed = await startGateway(database, { ...config, nftImageHosts: ['127.0.0.1'] })
    closed = await startGateway(database, config)
  })
  afterAll(async () => {
    await allowed?.close()
    await closed?.close()
    await devnet?.stop()
    await new Promise((r) => server?.close(r))
  })

  it('metadata and images come only from allowed hosts, as plain capped text and image types only', async () => {
    const { wallet, chain, account } = devnetClients(devnet, 3)
    const good = privateKeyToAddress(generatePrivateKey())
    const html = privateKeyToAddress(generatePrivateKey())
    await chain.request({
      method: 'anvil_setCode' as any,
      params: [good, remoteNftCode(`http://${host}/meta.json`)] as any,
    })
    await chain.request({
      method: 'anvil_setCode' as any,
      params: [html, remoteNftCode(`http://${host}/page.json`)] as any,
    })
    // Answers an empty string to name(), symbol() and tokenURI(): listed under a fallback, without an image.
    const blank = privateKeyToAddress(generatePrivateKey())
    await chain.request({ method: 'anvil_setCode' as any, params: [blank, remoteNftCode('')] as any })
    await wallet.sendTransaction({ to: good, value: 1n })
    await wallet.sendTransaction({ to: html, value: 1n })
    await wallet.sendTransaction({ to: blank, value: 1n })
    const list = (gw: RunningGateway) =>
      eventually(async () => {
        const res = await fetch(`${gw.base}/v1/account/${account.address}/nfts?projectId=portico-dev`)
        const body = (await res.json()) as { data: Record<string, any>[] }
        return body.data.length === 3 ? body.data : undefined
      }, 'three NFTs')
    const byContract = (rows: Record<string, any>[], c: string) =>
      rows.find((r) => r.contract === c.toLowerCase())
    const open = await list(allowed)
    const nft = byContract(open, good)
    expect(nft?.name).toBe(longName.slice(0, 200))
    expect(nft?.description).toBe('plain')
    const image = await fetch(nft?.imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)
    expect(byContract(open, blank)).toMatchObject({
      name: 'Unknown collection #1',
      collection: { name: 'Unknown collection', symbol: '' },
      imageUrl: null,
    })
    // An "image" that is an HTML page is never served.
    expect((await fetch(byContract(open, html)?.imageUrl)).status).toBe(404)
    // Without the host in PORTICO_NFT_IMAGE_HOSTS nothing is fetched: no metadata, no image.
    const shut = await list(closed)
    expect(byContract(shut, good)).toMatchObject({
      imageUrl: null,
      name: `${byContract(shut, good)?.collection.name} #1`,
    })
    expect((await fetch(`${closed.base}/v1/nft/eip155:31337/${good.toLowerCase()}/1/image`)).status).toBe(404)
    // Nothing is stored for a document not fetched: allowing the host later (or its coming back) works.
    const stored = await closed.gateway.db.query('SELECT 1 FROM nft_meta WHERE token = $1', [
      good.toLowerCase(),
    ])
    expect(stored.rows).toEqual([])
  })
})
