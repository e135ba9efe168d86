import { type RelayServer, startRelay } from '@portico/relay'
import { createTestWallet, startTestChain, type TestChain } from '@portico/test-wallet'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type MatrixDapp,
  type MatrixWallet,
  officialDapp,
  ourDapp,
  ourWallet,
  walletKitWallet,
} from './testing/matrixParties.js'

// The four pairings of issue 24 over our relay: {official 2.21.8 dapp, our dapp client} × {WalletKit 1.2.10
// wallet, our test wallet}, official against official as the baseline. Real parts throughout: our relay, an
// anvil chain, the test wallet's real key (account 0 of the development mnemonic).
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAIN = 'eip155:31337'
const PROPOSAL = {
  eip155: {
    chains: [CHAIN],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    methods: ['solana_signMessage'],
    events: [],
  },
}

const DAPPS = [
  ['the official 2.21.8 dapp', officialDapp],
  ['our dapp client', ourDapp],
] as const
const WALLETS = [
  ['the WalletKit 1.2.10 wallet', walletKitWallet],
  ['our test wallet', ourWallet],
] as const
const PAIRINGS = DAPPS.flatMap(([dappName, dapp]) =>
  WALLETS.map(([walletName, wallet]) => [dappName, walletName, dapp, wallet] as const),
)

let relay: RelayServer
let chain: TestChain
const open: (MatrixDapp | MatrixWallet)[] = []

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay({ port: 0, logger: 'silent' }), startTestChain(31337)])
})
afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((party) => party.close()))
})
afterAll(async () => {
  await Promise.allSettled([relay?.close(), chain?.stop()])
})

async function parties(makeDapp: (typeof DAPPS)[number][1], makeWallet: (typeof WALLETS)[number][1]) {
  const signer = createTestWallet({ chains: { 31337: chain.rpcUrl }, connected: true })
  const dapp = await makeDapp(relay.url)
  open.push(dapp)
  const wallet = await makeWallet(relay.url, signer, [31337])
  open.push(wallet)
  return { dapp, wallet }
}

async function connect(dapp: MatrixDapp, wallet: MatrixWallet) {
  const { uri, approval } = await dapp.connect(PROPOSAL)
  await wallet.pair(uri)
  return approval
}

describe.each(PAIRINGS)(
  'WalletConnect interoperability matrix: %s with %s, over our relay',
  (_d, _w, makeDapp, makeWallet) => {
    it('O-01 propose eip155 and solana, the wallet grants eip155 only; personal_sign, a transaction mined, an unsupported method, an event, ping and a wallet-side delete', async () => {
      const { dapp, wallet } = await parties(makeDapp, makeWallet)
      const session = await connect(dapp, wallet)
      expect(Object.keys(session.namespaces)).toEqual(['eip155'])
      expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`])

      const message = '0x48656c6c6f2066726f6d20506f727469636f'
      const signature = (await dapp.request(session.topic, CHAIN, 'personal_sign', [
        message,
        ACCOUNT,
      ])) as `0x${string}`
      await expect(verifyMessage({ address: ACCOUNT, message: { raw: message }, signature })).resolves.toBe(
        true,
      )

      const hash = (await dapp.request(session.topic, CHAIN, 'eth_sendTransaction', [
        { from: ACCOUNT, to: RECIPIENT, value: '0x1' },
      ])) as `0x${string}`
      const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
        hash,
      })
      expect(receipt.status).toBe('success')

      // A method or a chain the session does not grant is refused before it leaves the dapp.
      await expect(
        dapp.request(session.topic, CHAIN, 'eth_getEncryptionPublicKey', [ACCOUNT]),
      ).rejects.toThrow(/eth_getEncryptionPublicKey/)
      await expect(
        dapp.request(session.topic, 'eip155:1', 'personal_sign', [message, ACCOUNT]),
      ).rejects.toThrow(/eip155:1/)
      expect(wallet.sessionTopics()).toEqual([session.topic])

      const event = dapp.nextEvent()
      await wallet.emitEvent(session.topic, { name: 'chainChanged', data: '0x7a69' }, CHAIN)
      await expect(event).resolves.toEqual({ name: 'chainChanged', data: '0x7a69', chainId: CHAIN })

      await dapp.ping(session.topic)

      const deleted = dapp.nextDelete()
      await wallet.disconnectAll()
      await expect(deleted).resolves.toBe(session.topic)
    })

    it('S-35 a rejected proposal rejects the approval with the wallet reason', async () => {
      const { dapp, wallet } = await parties(makeDapp, makeWallet)
      wallet.rejectNextProposal()
      await expect(connect(dapp, wallet)).rejects.toMatchObject({
        message: expect.stringMatching(/rejected/i),
      })
    })

    it('a dapp-side delete ends the session on the wallet', async () => {
      const { dapp, wallet } = await parties(makeDapp, makeWallet)
      const session = await connect(dapp, wallet)
      expect(wallet.sessionTopics()).toEqual([session.topic])
      await dapp.disconnect(session.topic)
      await expect.poll(() => wallet.sessionTopics(), { timeout: 20_000 }).toEqual([])
    })
  },
)
