import { randomBytes } from 'node:crypto'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'

/** Development project id of the stack (TEST-CONTRACT.md). */
export const PROJECT_ID = 'portico-dev'
/** Account 0 of the development mnemonic. */
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const CHAIN = 'eip155:31337'
/** No key signs here: the wallet answers personal_sign with this static string (browser tests sign for real). */
export const FAKE_SIGNATURE = `0x${'ab'.repeat(65)}`

const metadata = (name: string) => ({
  name,
  description: `${name} (relay test)`,
  url: 'http://127.0.0.1',
  icons: [],
})

type Dapp = Awaited<ReturnType<typeof SignClient.init>>
type Wallet = Awaited<ReturnType<typeof WalletKit.init>>

/** A SignClient dapp on `relayUrl`, with its own storage prefix. */
export function createDapp(relayUrl: string): Promise<Dapp> {
  return SignClient.init({
    projectId: PROJECT_ID,
    relayUrl,
    customStoragePrefix: `dapp-${randomBytes(6).toString('hex')}`,
    metadata: metadata('Portico relay test dapp'),
    logger: 'silent',
  })
}

/** A @reown/walletkit wallet on `relayUrl` that approves every proposal for eip155:31337 and signs with {@link FAKE_SIGNATURE}. */
export async function createWallet(relayUrl: string): Promise<Wallet> {
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl,
    customStoragePrefix: `wallet-${randomBytes(6).toString('hex')}`,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({ core, metadata: metadata('Portico relay test wallet') })
  wallet.on('session_proposal', async (proposal) => {
    await wallet.approveSession({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: [CHAIN],
          accounts: [`${CHAIN}:${ACCOUNT}`],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async (event) => {
    await wallet.respondSessionRequest({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', result: FAKE_SIGNATURE },
    })
  })
  return wallet
}

/**
 * Pairs a dapp and a wallet through the relay(s), signs once and disconnects from the dapp side;
 * resolves with what each side saw.
 */
export async function pairSignDisconnect(dapp: Dapp, wallet: Wallet) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
    },
  })
  if (!uri) throw new Error('no pairing uri')
  await wallet.pair({ uri })
  const session = await approval()
  const signature = await dapp.request<string>({
    topic: session.topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: ['0x48656c6c6f2066726f6d20506f727469636f', ACCOUNT] },
  })
  const deleted = new Promise<string>((resolve) => wallet.on('session_delete', (e) => resolve(e.topic)))
  await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
  const deletedTopic = await deleted
  return { session, signature, deletedTopic }
}

/** Closes the clients' sockets so the test process can end. */
export async function closeClients(dapp?: Dapp, wallet?: Wallet): Promise<void> {
  await Promise.allSettled([dapp?.core.relayer.transportClose(), wallet?.core.relayer.transportClose()])
}
