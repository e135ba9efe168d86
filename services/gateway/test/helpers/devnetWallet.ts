import {
  DEVNET_MNEMONIC,
  type Devnet,
  type DevnetErc20,
  type DevnetErc721,
  findFreePort,
  startDevnet,
} from '@portico/devnet'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'

/** Viem clients on the devnet's chain A for devnet account `index` (of the standard mnemonic). */
export function devnetClients(devnet: Devnet, index: number) {
  const transport = http(devnet.chains[0]?.rpcUrl)
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
  return {
    account,
    wallet: createWalletClient({ account, chain: foundry, transport }),
    chain: createPublicClient({ chain: foundry, transport }),
  }
}

/** The devnet's contract of `kind` and `symbol` on chain A. */
export function devnetContract<K extends 'erc20' | 'erc721'>(
  devnet: Devnet,
  kind: K,
  symbol: string,
): K extends 'erc20' ? DevnetErc20 : DevnetErc721 {
  const found = devnet.manifest.chains[0]?.contracts.find((c) => c.kind === kind && c.symbol === symbol)
  if (!found) throw new Error(`${symbol} missing from the devnet manifest`)
  return found as K extends 'erc20' ? DevnetErc20 : DevnetErc721
}

/**
 * Polls `check` until it returns a value other than undefined (generous: the machine may be loaded). On
 * timeout the error names `what` and, when given, what `describe` says about the last state seen.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
  describe?: () => Promise<string>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${describe ? `; last: ${await describe()}` : ''}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Starts the devnet's two chains on free ports, without writing a manifest. */
export async function startTestDevnet(): Promise<Devnet> {
  return startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath: false })
}
