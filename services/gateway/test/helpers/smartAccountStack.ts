import { DEVNET_MNEMONIC, type Devnet, findFreePort, startDevnet } from '@portico/devnet'
import { type Bundler, startBundler } from '@portico/devnet/bundler'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { type RunningGateway, startGateway } from './startGateway.js'

/** The devnet (chains A and B) and a real bundler (alto) for chain A. */
export interface SmartAccountStack {
  devnet: Devnet
  bundler: Bundler
  stop(): Promise<void>
}

/** Starts the devnet on free ports and alto for chain A (31337); chain B has no bundler. */
export async function startSmartAccountStack(): Promise<SmartAccountStack> {
  const devnet = await startDevnet({
    portA: await findFreePort(),
    portB: await findFreePort(),
    manifestPath: false,
  })
  try {
    const bundler = await startBundler({ rpcUrl: devnet.chains[0]!.rpcUrl, port: await findFreePort() })
    return {
      devnet,
      bundler,
      stop: async () => Promise.all([bundler.stop(), devnet.stop()]).then(() => undefined),
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

/** Dev account 0: funds accounts in tests. */
export const devAccount = mnemonicToAccount(DEVNET_MNEMONIC)

/** A viem chain (id 31337) whose RPC is `url`, with a public client and dev account 0's wallet on it. */
export function chainAt(url: string) {
  const chain = { ...anvil, rpcUrls: { default: { http: [url] } } }
  return {
    chain,
    client: createPublicClient({ chain, transport: http(url) }),
    wallet: createWalletClient({ chain, transport: http(url), account: devAccount }),
  }
}

/** The address of a contract of the devnet manifest (chain A) by kind and name. */
export function devnetContract(devnet: Devnet, kind: string, name: string) {
  const found = devnet.manifest.chains[0]!.contracts.find(
    (entry) => entry.kind === kind && entry.name === name,
  )
  if (!found) throw new Error(`no ${kind} ${name} in the devnet manifest`)
  return found.address
}

/** A gateway on in-memory PGlite serving the stack's two chains, with the bundler behind chain A's RPC proxy. */
export function startGatewayOnStack(stack: SmartAccountStack): Promise<RunningGateway> {
  return startGateway(
    { name: 'pglite', create: async () => ({ dataDir: 'memory://' }) },
    {
      rpcUrls: {
        'eip155:31337': stack.devnet.chains[0]!.rpcUrl,
        'eip155:31338': stack.devnet.chains[1]!.rpcUrl,
      },
      bundlerUrls: { 'eip155:31337': stack.bundler.url },
    },
  )
}
