/**
 * `node --import tsx tools/devnet/src/bundler/main.ts`: starts an ERC-4337 bundler (alto) for each devnet EVM
 * chain, in the foreground, once the chains run (the devnet must be up and its EntryPoint deployed).
 * Env: PORTICO_BUNDLER_PORT (8791, chain A), PORTICO_BUNDLER_B_PORT (8792, chain B), PORTICO_EVM_A_PORT,
 * PORTICO_EVM_B_PORT (the chains), PORTICO_BUNDLER_VERBOSE=1 (print alto's own warnings and errors).
 * Prints a line starting with `ready` once both answer; SIGINT/SIGTERM stop them and exit.
 */
import { DEVNET_CHAINS, DEVNET_HOST } from '../constants.js'
import { assertPortsFree, portFromEnv } from '../ports.js'
import { DEFAULT_BUNDLER_B_PORT, DEFAULT_BUNDLER_PORT } from './bundlerConstants.js'
import { type Bundler, startBundler } from './startBundler.js'

const BUNDLER_PORT_VARIABLES = [
  { variable: 'PORTICO_BUNDLER_PORT', fallback: DEFAULT_BUNDLER_PORT },
  { variable: 'PORTICO_BUNDLER_B_PORT', fallback: DEFAULT_BUNDLER_B_PORT },
] as const

const startedAt = performance.now()
const bundlers: Bundler[] = []
try {
  const env = process.env
  const plan = DEVNET_CHAINS.map((chain, index) => {
    const { variable, fallback } = BUNDLER_PORT_VARIABLES[index]!
    const chainPort = portFromEnv(env, chain.portVariable, chain.defaultPort)
    return {
      chain,
      variable,
      port: portFromEnv(env, variable, fallback),
      rpcUrl: `http://${DEVNET_HOST}:${chainPort}`,
    }
  })
  await assertPortsFree(plan.map(({ port, variable }) => ({ port, variable })))
  const verbose = env.PORTICO_BUNDLER_VERBOSE === '1'
  const started = await Promise.allSettled(
    plan.map(({ chain, port, rpcUrl }) =>
      startBundler({
        rpcUrl,
        port,
        onLine: verbose ? (line) => console.log(`${chain.chainId} ${line}`) : undefined,
      }),
    ),
  )
  for (const result of started) if (result.status === 'fulfilled') bundlers.push(result.value)
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  const urls = bundlers.map((bundler, index) => `${plan[index]!.chain.chainId} ${bundler.url}`).join(', ')
  console.log(`ready in ${Math.round(performance.now() - startedAt)} ms: ${urls}`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    Promise.all(bundlers.map((bundler) => bundler.stop())).then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await Promise.all(bundlers.map((bundler) => bundler.stop()))
  process.exit(1)
}
