import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RelayServer, startRelay } from '../src/index.js'
import {
  ACCOUNT,
  CHAIN,
  closeClients,
  createDapp,
  createWallet,
  FAKE_SIGNATURE,
  pairSignDisconnect,
} from './helpers/wcClients.js'

describe('official WalletConnect clients through one relay (in memory)', () => {
  let relay: RelayServer
  beforeAll(async () => {
    relay = await startRelay({ port: 0, logger: 'silent' })
  })
  afterAll(async () => {
    await relay.close()
  })

  it('SignClient dapp and WalletKit wallet pair, approve eip155:31337, sign and disconnect', async () => {
    const dapp = await createDapp(relay.url)
    const wallet = await createWallet(relay.url)
    try {
      const { session, signature, deletedTopic } = await pairSignDisconnect(dapp, wallet)
      expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`])
      expect(signature).toBe(FAKE_SIGNATURE)
      expect(deletedTopic).toBe(session.topic)
    } finally {
      await closeClients(dapp, wallet)
    }
  })
})

describe('official client and a refused token', () => {
  it('the client surfaces the refusal reason as a relayer error (close code 3000) and stops retrying', async () => {
    const relay = await startRelay({ port: 0, logger: 'silent', publicUrl: 'wss://relay.example.org' })
    const dapp = await createDapp(relay.url)
    try {
      const error = new Promise<Error>((resolve) => dapp.core.relayer.on('relayer_error', resolve))
      dapp
        .connect({
          optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } },
        })
        .catch(() => {})
      expect((await error).message).toContain('Invalid auth token: wrong audience')
    } finally {
      await closeClients(dapp)
      await relay.close()
    }
  })
})
