import { deployAccountAbstraction } from './accountAbstraction/deployAccountAbstraction.js'
import { deployAmm } from './amm/deployAmm.js'
import { type AnvilChain, startAnvil } from './anvil.js'
import { DEVNET_CHAINS } from './constants.js'
import { deployContracts } from './deploy.js'
import { type DeployEnsOptions, deployEns } from './ens/deployEns.js'
import { DEV_ENS_SIGNER_ADDRESS, DEV_ENS_ZONE, ensGatewayUrlTemplate } from './ens/ensConstants.js'
import { deployFarcasterRegistry } from './farcaster/deployFarcasterRegistry.js'
import { DEFAULT_MANIFEST_PATH, type DevnetErc20, type DevnetManifest, writeManifest } from './manifest.js'
import { assertPort, assertPortsFree } from './ports.js'
import { SOLANA_DEVNET_PORT_VARIABLE } from './solana/constants.js'
import { solanaManifest } from './solana/solanaManifest.js'
import { type SolanaDevnet, startSolanaDevnet } from './solana/startSolanaDevnet.js'

/** Options of {@link startDevnet}. */
export interface StartDevnetOptions {
  /** Port of chain A (31337). Default: `PORTICO_EVM_A_PORT`, else 8545. */
  portA?: number
  /** Port of chain B (31338). Default: `PORTICO_EVM_B_PORT`, else 8546. */
  portB?: number
  /**
   * JSON-RPC port of the devnet Solana (its WebSocket takes the next port). Unset: no Solana chain is started
   * (`npm start` passes `PORTICO_SOLANA_PORT`, else 8899).
   */
  solanaPort?: number
  /** Where to write the manifest; `false` writes none. Default: `.data/devnet-manifest.json` at the repo root. */
  manifestPath?: string | false
  /** Receives every line the chains print, prefixed with the chain id. */
  onLine?: (line: string) => void
  /**
   * The ENS setup (zone, gateway URL template, trusted signers). Default: zone `portico.test`, the gateway at
   * `http://127.0.0.1:8787`, the development signer.
   */
  ens?: Partial<DeployEnsOptions>
}

/** A running devnet. */
export interface Devnet {
  chains: { chainId: number; rpcUrl: string }[]
  /** The devnet Solana, when `solanaPort` was given. */
  solana?: SolanaDevnet
  manifest: DevnetManifest
  /** Stops both chains; resolves once their processes have exited. */
  stop(): Promise<void>
}

/**
 * Starts the two devnet chains (anvil, chain ids 31337 and 31338), deploys the Portico contracts on both at
 * the same deterministic addresses and writes the manifest.
 * @throws {PortInUseError} at once when a port is taken, e.g. `Port 8545 is in use (PORTICO_EVM_A_PORT)`.
 * @example
 * const devnet = await startDevnet({ portA: 18545, portB: 18546, manifestPath: false })
 * console.log(devnet.manifest.chains[0].contracts)
 * await devnet.stop()
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const ports = [options.portA ?? DEVNET_CHAINS[0].defaultPort, options.portB ?? DEVNET_CHAINS[1].defaultPort]
  const plan = DEVNET_CHAINS.map((chain, index) => ({ ...chain, port: ports[index]! }))
  for (const { port, portVariable } of plan) assertPort(port, portVariable)
  if (ports[0] === ports[1]) throw new Error(`PORTICO_EVM_A_PORT and PORTICO_EVM_B_PORT are both ${ports[0]}`)
  const solanaPorts = solanaPortPlan(options.solanaPort, ports)
  await assertPortsFree([
    ...plan.map(({ port, portVariable }) => ({ port, variable: portVariable })),
    ...solanaPorts,
  ])

  const started = await Promise.allSettled(
    plan.map(({ chainId, port }) =>
      startAnvil({
        chainId,
        port,
        onLine: options.onLine && ((line) => options.onLine?.(`${chainId} ${line}`)),
      }),
    ),
  )
  const chains = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  let solana: SolanaDevnet | undefined
  const stop = async () => {
    await Promise.all([...chains.map((chain) => chain.stop()), solana?.stop()])
  }
  try {
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    if (options.solanaPort !== undefined) solana = await startSolanaDevnet({ port: options.solanaPort })
    const manifest: DevnetManifest = {
      ...(await deployAll(chains, ensOptions(options.ens))),
      ...(solana && { solana: solanaManifest(solana) }),
    }
    const manifestPath = options.manifestPath ?? DEFAULT_MANIFEST_PATH
    if (manifestPath !== false) writeManifest(manifest, manifestPath)
    return { chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })), solana, manifest, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The Solana JSON-RPC and WebSocket ports to check, or none when Solana is not asked for. */
function solanaPortPlan(port: number | undefined, evmPorts: number[]) {
  if (port === undefined) return []
  assertPort(port, SOLANA_DEVNET_PORT_VARIABLE)
  assertPort(port + 1, `${SOLANA_DEVNET_PORT_VARIABLE} + 1 (the Solana WebSocket)`)
  if (evmPorts.includes(port) || evmPorts.includes(port + 1)) {
    throw new Error(
      `${SOLANA_DEVNET_PORT_VARIABLE} ${port} (and its WebSocket port ${port + 1}) must differ from the EVM ports`,
    )
  }
  return [
    { port, variable: SOLANA_DEVNET_PORT_VARIABLE },
    { port: port + 1, variable: `${SOLANA_DEVNET_PORT_VARIABLE} + 1 (the Solana WebSocket)` },
  ]
}

/** The ENS setup with its development defaults. */
function ensOptions(ens: Partial<DeployEnsOptions> = {}): DeployEnsOptions {
  return {
    zone: ens.zone ?? DEV_ENS_ZONE,
    url: ens.url ?? ensGatewayUrlTemplate('http://127.0.0.1:8787'),
    signers: ens.signers ?? [DEV_ENS_SIGNER_ADDRESS],
  }
}

async function deployAll(
  chains: AnvilChain[],
  ens: DeployEnsOptions,
): Promise<Pick<DevnetManifest, 'chains'>> {
  const deployed = await Promise.all(
    chains.map(async (chain) => {
      const contracts = await deployContracts(chain.rpcUrl, chain.chainId)
      const erc20s = contracts.filter((c): c is DevnetErc20 => c.kind === 'erc20')
      return [
        ...contracts,
        ...(await deployAmm(chain.rpcUrl, chain.chainId, erc20s)),
        ...(await deployAccountAbstraction(chain.rpcUrl, chain.chainId)),
        ...(await deployEns(chain.rpcUrl, chain.chainId, ens)),
        await deployFarcasterRegistry(chain.rpcUrl, chain.chainId),
      ]
    }),
  )
  return {
    chains: chains.map((chain, index) => ({
      chainId: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
      contracts: deployed[index]!,
    })),
  }
}
