import { createHash } from 'node:crypto'
import type { Server } from 'node:http'
import { getBase58Decoder } from '@solana/kit'
import { WebSocketServer } from 'ws'
import { DEVNET_HOST } from '../constants.js'
import { SOLANA_DEVNET_NETWORK_ID } from './constants.js'
import { createSolanaHttpServer } from './httpServer.js'
import type { MethodContext } from './methods/context.js'
import { airdrop, type SolanaSeed, seedSolanaChain } from './seed.js'
import { SolanaChain } from './solanaChain.js'
import { serveSubscriptions } from './subscriptions.js'

/** Genesis hash of the devnet Solana: base58 of sha256 of its network id, the same on every start. */
export const SOLANA_DEVNET_GENESIS_HASH = getBase58Decoder().decode(
  createHash('sha256').update(SOLANA_DEVNET_NETWORK_ID).digest(),
)

/** A running devnet Solana. */
export interface SolanaDevnet {
  caipNetworkId: typeof SOLANA_DEVNET_NETWORK_ID
  rpcUrl: string
  /** WebSocket URL (the port after {@link rpcUrl}'s). */
  wsUrl: string
  genesisHash: string
  seed: SolanaSeed
  chain: SolanaChain
  /** Closes both servers and every open connection. */
  stop(): Promise<void>
}

function listen(server: Server | WebSocketServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    if (server instanceof WebSocketServer) server.once('listening', () => resolve())
    else server.listen({ port, host: DEVNET_HOST, exclusive: true }, () => resolve())
  })
}

/**
 * Starts the devnet Solana: a litesvm chain seeded with the mnemonic's funded accounts and pUSD, its JSON-RPC
 * on `port` and its WebSocket subscriptions on `port + 1`, both on 127.0.0.1.
 * @example
 * const solana = await startSolanaDevnet({ port: 18899 })
 * console.log(solana.rpcUrl, solana.seed.pusdMint)
 * await solana.stop()
 */
export async function startSolanaDevnet(options: { port: number }): Promise<SolanaDevnet> {
  const chain = new SolanaChain()
  const seed = await seedSolanaChain(chain)
  const context: MethodContext = {
    chain,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    airdrop: (to, lamports) => airdrop(chain, to as never, lamports),
  }
  const http = createSolanaHttpServer(context)
  await listen(http, options.port)
  let ws: WebSocketServer
  try {
    ws = new WebSocketServer({ port: options.port + 1, host: DEVNET_HOST, maxPayload: 1_048_576 })
    await listen(ws, options.port + 1)
  } catch (error) {
    http.close()
    throw error
  }
  ws.on('connection', (socket) => serveSubscriptions(socket, chain))
  const stop = async () => {
    for (const client of ws.clients) client.terminate()
    await Promise.all([
      new Promise<void>((resolve) => ws.close(() => resolve())),
      new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      }),
    ])
  }
  return {
    caipNetworkId: SOLANA_DEVNET_NETWORK_ID,
    rpcUrl: `http://${DEVNET_HOST}:${options.port}`,
    wsUrl: `ws://${DEVNET_HOST}:${options.port + 1}`,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    seed,
    chain,
    stop,
  }
}
