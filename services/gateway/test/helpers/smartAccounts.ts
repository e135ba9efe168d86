import { readFileSync } from 'node:fs'
import solc from 'solc'
import {
  type Account,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  publicActions,
  serializeErc6492Signature,
} from 'viem'
import { foundry } from 'viem/chains'

const SOURCE = readFileSync(new URL('../fixtures/OwnedAccount.sol', import.meta.url), 'utf8')

interface Artifact {
  abi: readonly unknown[]
  bytecode: Hex
}

/** Compiles the test smart account and its CREATE2 factory with solc-js. */
function compile(): { factory: Artifact } {
  const input = {
    language: 'Solidity',
    sources: { 'OwnedAccount.sol': { content: SOURCE } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const out = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (out.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (errors.length) throw new Error(JSON.stringify(errors))
  const c = out.contracts['OwnedAccount.sol'].OwnedAccountFactory
  return { factory: { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` } }
}

/**
 * Smart accounts on a real anvil chain for ERC-1271 and ERC-6492 tests: a factory is deployed once; each
 * account is owned by an EOA whose EIP-191 signatures it accepts.
 */
export async function smartAccountKit(rpcUrl: string, deployer: Account) {
  const { factory } = compile()
  const client = createWalletClient({ account: deployer, chain: foundry, transport: http(rpcUrl) }).extend(
    publicActions,
  )
  const hash = await client.deployContract({ abi: factory.abi, bytecode: factory.bytecode, args: [] })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const factoryAddress = receipt.contractAddress as Hex
  const addressOf = (owner: Hex, salt: Hex) =>
    client.readContract({
      address: factoryAddress,
      abi: factory.abi,
      functionName: 'addressOf',
      args: [owner, salt],
    }) as Promise<Hex>
  const deployCall = (owner: Hex, salt: Hex) =>
    encodeFunctionData({ abi: factory.abi, functionName: 'deploy', args: [owner, salt] })
  return {
    addressOf,
    /** Deploys the account of `owner` (ERC-1271 then works on chain). */
    async deploy(owner: Hex, salt: Hex): Promise<Hex> {
      const tx = await client.sendTransaction({ to: factoryAddress, data: deployCall(owner, salt) })
      await client.waitForTransactionReceipt({ hash: tx })
      return addressOf(owner, salt)
    },
    /** ERC-6492: wraps an owner's signature with the factory call that would deploy the account. */
    wrap6492: (owner: Hex, salt: Hex, signature: Hex) =>
      serializeErc6492Signature({ address: factoryAddress, data: deployCall(owner, salt), signature }),
  }
}
