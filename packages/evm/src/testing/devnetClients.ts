import { DEVNET_MNEMONIC, type Devnet, findFreePort, startDevnet } from '@portico/devnet'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'

/** Both devnet chains on free ports, without a manifest file (each test file its own). */
export async function startTestDevnet(): Promise<Devnet> {
  return startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath: false })
}

/** Dev account 0 of the devnet mnemonic: funds accounts and submits handleOps in tests. */
export const devAccount = mnemonicToAccount(DEVNET_MNEMONIC)

/** A public client and dev account 0's wallet client on the devnet's chain A (31337). */
export function chainAClients(devnet: Devnet) {
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const chain = { ...anvil, rpcUrls: { default: { http: [rpcUrl] } } }
  return {
    rpcUrl,
    client: createPublicClient({ chain, transport: http(rpcUrl) }),
    wallet: createWalletClient({ chain, transport: http(rpcUrl), account: devAccount }),
  }
}

/** The manifest entry of chain `chainIndex` of the given kind (and name), or a thrown error naming it. */
export function manifestContract(devnet: Devnet, kind: string, name?: string, chainIndex = 0) {
  const found = devnet.manifest.chains[chainIndex]!.contracts.find(
    (entry) => entry.kind === kind && (name === undefined || entry.name === name),
  )
  if (!found) throw new Error(`no ${kind} ${name ?? ''} in the manifest`)
  return found
}
