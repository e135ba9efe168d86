/**
 * `node --import tsx tools/devnet/src/main.ts`: starts the devnet in the foreground.
 * Env: PORTICO_EVM_A_PORT (8545), PORTICO_EVM_B_PORT (8546), PORTICO_SOLANA_PORT (8899; its WebSocket on the
 * next port), PORTICO_DEVNET_MANIFEST (manifest path),
 * PORTICO_DEVNET_VERBOSE=1 (print the chains' own logs); for ENS: PORTICO_NAMES_ZONE (portico.test),
 * PORTICO_ENS_GATEWAY_URL (the gateway's base URL, default http://127.0.0.1:$PORTICO_GATEWAY_PORT, 8787) and
 * PORTICO_ENS_SIGNER_ADDRESS (the gateway's CCIP-Read signer; default the development signer). Prints a line starting with `ready` once both
 * chains answer and the contracts are deployed; SIGINT/SIGTERM stop the chains and exit.
 */
import { DEVNET_CHAINS } from './constants.js'
import { ensOptionsFromEnv } from './ens/ensOptionsFromEnv.js'
import { DEFAULT_MANIFEST_PATH } from './manifest.js'
import { portFromEnv } from './ports.js'
import { SOLANA_DEVNET_DEFAULT_PORT, SOLANA_DEVNET_PORT_VARIABLE } from './solana/constants.js'
import { startDevnet } from './startDevnet.js'

const startedAt = performance.now()
try {
  const env = process.env
  const manifestPath = env.PORTICO_DEVNET_MANIFEST || DEFAULT_MANIFEST_PATH
  const devnet = await startDevnet({
    portA: portFromEnv(env, DEVNET_CHAINS[0].portVariable, DEVNET_CHAINS[0].defaultPort),
    portB: portFromEnv(env, DEVNET_CHAINS[1].portVariable, DEVNET_CHAINS[1].defaultPort),
    solanaPort: portFromEnv(env, SOLANA_DEVNET_PORT_VARIABLE, SOLANA_DEVNET_DEFAULT_PORT),
    manifestPath,
    ens: ensOptionsFromEnv(env),
    onLine: env.PORTICO_DEVNET_VERBOSE === '1' ? (line) => console.log(line) : undefined,
  })
  const chains = [
    ...devnet.chains.map(({ chainId, rpcUrl }) => `${chainId} ${rpcUrl}`),
    ...(devnet.solana ? [`${devnet.solana.caipNetworkId} ${devnet.solana.rpcUrl}`] : []),
  ].join(', ')
  console.log(`ready in ${Math.round(performance.now() - startedAt)} ms: ${chains}; manifest ${manifestPath}`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    devnet.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
