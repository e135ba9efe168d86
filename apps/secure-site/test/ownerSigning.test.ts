import { DEVNET_MNEMONIC, type Devnet, findFreePort, startDevnet } from '@portico/devnet'
import { type Bundler, startBundler } from '@portico/devnet/bundler'
import { porticoSmartAccountAbi, toPorticoSmartAccount } from '@portico/evm/smart-account'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashTypedData,
  http,
  parseEther,
  recoverAddress,
  type TypedDataDefinition,
} from 'viem'
import {
  createBundlerClient,
  entryPoint08Address,
  formatUserOperationRequest,
  getUserOperationHash,
  getUserOperationTypedData,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RpcRequest } from '../src/frame/rpcRequests.js'
import { signApproved } from '../src/frame/rpcRequests.js'
import { SigningRefusals } from '../src/smartAccount/ownerSigningGuard.js'
import { loginFrame, memoryStorage, type SiteStack, siteFrame, startSiteStack } from './siteStack.js'

// Issue 22 item 6, tried as an app would: the smart account drained by one signature of its owner key. Real
// parts: the devnet (chain A), its bundler (alto), the gateway and the site key service; the approval screen is
// the only stand-in (`answer` is the user's click) and counts the screens shown.
const CHAIN = 31337
const attacker = privateKeyToAccount(generatePrivateKey()).address

let devnet: Devnet
let bundler: Bundler
let stack: SiteStack
let shown: RpcRequest[] = []
let answer = true

const chain = () => ({ ...anvil, rpcUrls: { default: { http: [devnet.chains[0]!.rpcUrl] } } })
const client = () => createPublicClient({ chain: chain(), transport: http() })
const factory = (): Address => {
  const found = devnet.manifest.chains[0]!.contracts.find((c) => c.name === 'PorticoSmartAccountFactory')
  if (!found) throw new Error('no PorticoSmartAccountFactory in the manifest')
  return found.address as Address
}
async function fund(address: Address) {
  const wallet = createWalletClient({
    chain: chain(),
    transport: http(),
    account: mnemonicToAccount(DEVNET_MNEMONIC),
  })
  await client().waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: address, value: parseEther('1') }),
  })
}
/** eth_signTypedData_v4's params as an app sends them: the signer and the typed data as JSON. */
const typedParams = (signer: Address, typed: TypedDataDefinition) => [
  signer,
  JSON.stringify(typed, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
]

/** The call data of a smart account paying the attacker 0.5 ETH. */
const drainCall = () =>
  encodeFunctionData({
    abi: porticoSmartAccountAbi,
    functionName: 'execute',
    args: [attacker, parseEther('0.5'), '0x'],
  })
/** A user operation of `sender` paying the attacker 0.5 ETH (unsigned; the values an app would fill in). */
const drainOperation = (sender: Address): UserOperation<'0.8'> => ({
  sender,
  nonce: 0n,
  callData: drainCall(),
  callGasLimit: 100_000n,
  verificationGasLimit: 500_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: 3_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  signature: '0x',
})

beforeAll(async () => {
  devnet = await startDevnet({
    portA: await findFreePort(),
    portB: await findFreePort(),
    manifestPath: false,
  })
  bundler = await startBundler({ rpcUrl: devnet.chains[0]!.rpcUrl, port: await findFreePort() })
  stack = await startSiteStack(
    { [`eip155:${CHAIN}`]: devnet.chains[0]!.rpcUrl },
    { [`eip155:${CHAIN}`]: bundler.url },
  )
}, 180_000)
afterAll(async () => {
  await stack?.close()
  await bundler?.stop()
  await devnet?.stop()
})

const frame = () =>
  siteFrame(stack, {
    storage: memoryStorage(),
    approve: async (request) => {
      shown.push(request)
      return answer
    },
    chainId: CHAIN,
    smartAccountFactory: factory(),
  })

describe('account-type and signing safety (issue 22 item 6)', () => {
  it('O-03 before the guard, the key’s eth_signTypedData_v4 of a PackedUserOperation is a valid user operation: the bundler mines it and the account is drained', async () => {
    // What the frame did with an approved EOA typed-data request (signApproved), on a throwaway owner key.
    const key = generatePrivateKey()
    const owner = privateKeyToAccount(key)
    const account = await toPorticoSmartAccount({ client: client(), owner, factoryAddress: factory() })
    await fund(await account.getAddress())
    const op = (await createBundlerClient({
      client: client(),
      transport: http(bundler.url),
    }).prepareUserOperation({
      account,
      calls: [{ to: attacker, value: parseEther('0.5') }],
    })) as UserOperation<'0.8'>
    const typed = getUserOperationTypedData({
      chainId: CHAIN,
      entryPointAddress: entryPoint08Address,
      userOperation: op,
    })
    const signature = (await signApproved(key, devnet.chains[0]!.rpcUrl, {
      method: 'eth_signTypedData_v4',
      params: typedParams(owner.address, typed as TypedDataDefinition),
    })) as Hex
    const before = await client().getBalance({ address: attacker })
    const hash = (await createBundlerClient({ client: client(), transport: http(bundler.url) }).request({
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest({ ...op, signature }), entryPoint08Address],
    })) as Hex
    expect(hash).toBe(
      getUserOperationHash({
        chainId: CHAIN,
        entryPointAddress: entryPoint08Address,
        userOperation: op,
        entryPointVersion: '0.8',
      }),
    )
    const receipt = await createBundlerClient({
      client: client(),
      transport: http(bundler.url),
    }).waitForUserOperationReceipt({
      hash,
      pollingInterval: 250,
      timeout: 60_000,
    })
    expect(receipt.success).toBe(true)
    expect((await client().getBalance({ address: attacker })) - before).toBe(parseEther('0.5'))
  }, 120_000)

  it('E-23 switching to the key (eoa) is an unsafe request with its own approval: rejected, nothing changes; approved, it switches', async () => {
    const h = frame()
    const user = await loginFrame(stack, h, `switch-approval-${Date.now()}@example.com`)
    const eoa = user.accounts.find((a) => a.type === 'eoa')!.address
    expect(user.preferredAccountType).toBe('smartAccount')
    shown = []
    answer = false
    await expect(h.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).rejects.toThrow('User rejected the request')
    expect(shown.map((r) => r.method)).toEqual(['SET_PREFERRED_ACCOUNT'])
    expect(shown[0]!.params).toEqual([{ from: 'smartAccount', to: 'eoa', address: eoa }])
    expect(await h.GET_USER()).toMatchObject({ address: user.address, preferredAccountType: 'smartAccount' })
    // On a chain without smart accounts the key acts already; a silent 'eoa' there would still move the other
    // chains to the key, so it is asked too.
    await h.SWITCH_NETWORK({ chainId: 31338 })
    await expect(h.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).rejects.toThrow('User rejected the request')
    await h.SWITCH_NETWORK({ chainId: CHAIN })
    expect(await h.GET_USER()).toMatchObject({ address: user.address, preferredAccountType: 'smartAccount' })
    shown = []
    answer = true
    expect(await h.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
    // Asking for the type already in use asks nothing; back to the smart account is asked too.
    expect(await h.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
    expect(shown).toHaveLength(1)
    expect(await h.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).toMatchObject({ type: 'smartAccount' })
    expect(shown.map((r) => r.method)).toEqual(Array(2).fill('SET_PREFERRED_ACCOUNT'))
  }, 90_000)

  it('O-03 the key refuses typed data that is a user operation of the account, or in its smart account’s or the EntryPoint’s domain, with code 4100 and no approval screen; other typed data still signs', async () => {
    const h = frame()
    const user = await loginFrame(stack, h, `drain-${Date.now()}@example.com`)
    const smart = user.address as Address
    const eoa = user.accounts.find((a) => a.type === 'eoa')!.address as Address
    answer = true
    await h.SET_PREFERRED_ACCOUNT({ type: 'eoa' })
    shown = []
    // The drain of the first test, now asked of the user's own key for the user's own smart account.
    const op = drainOperation(smart)
    const userOperation = getUserOperationTypedData({
      chainId: CHAIN,
      entryPointAddress: entryPoint08Address,
      userOperation: op,
    }) as TypedDataDefinition
    const refusedTyped: [TypedDataDefinition, string][] = [
      [userOperation, SigningRefusals.USER_OPERATION],
      // The same struct under another name is still the EntryPoint's domain.
      [
        {
          ...userOperation,
          primaryType: 'Op',
          types: { Op: (userOperation.types as Record<string, unknown>).PackedUserOperation },
        } as unknown as TypedDataDefinition,
        SigningRefusals.PROTECTED_DOMAIN,
      ],
      // The smart account's ERC-1271 struct: the key's signature would be the account's for any hash.
      [
        {
          domain: { name: 'PorticoSmartAccount', version: '1', chainId: CHAIN, verifyingContract: smart },
          types: { PorticoMessage: [{ name: 'hash', type: 'bytes32' }] },
          primaryType: 'PorticoMessage',
          message: { hash: `0x${'11'.repeat(32)}` },
        },
        SigningRefusals.PROTECTED_DOMAIN,
      ],
    ]
    for (const [typed, message] of refusedTyped) {
      const refused = h.RPC_REQUEST({ method: 'eth_signTypedData_v4', params: typedParams(eoa, typed) })
      await expect(refused).rejects.toMatchObject({ code: 4100, message })
    }
    expect(shown).toEqual([])
    // eth_sign (a raw hash) is not an allowed method at all.
    await expect(
      h.RPC_REQUEST({ method: 'eth_sign', params: [eoa, `0x${'11'.repeat(32)}`] }),
    ).rejects.toThrow('Requested RPC call is not allowed')
    // personal_sign of the user-operation hash is EIP-191 prefixed: not the owner's signature of that hash.
    const opHash = hashTypedData(userOperation)
    const personal = (await h.RPC_REQUEST({ method: 'personal_sign', params: [opHash, eoa] })) as Hex
    expect(await recoverAddress({ hash: opHash, signature: personal })).not.toBe(eoa)
    // An app's own typed data (another contract's domain) is still signed after the approval.
    const permit = (await h.RPC_REQUEST({
      method: 'eth_signTypedData_v4',
      params: typedParams(eoa, {
        domain: { name: 'Token', version: '1', chainId: CHAIN, verifyingContract: attacker },
        types: { Permit: [{ name: 'spender', type: 'address' }] },
        primaryType: 'Permit',
        message: { spender: attacker },
      }),
    })) as Hex
    expect(permit).toMatch(/^0x[0-9a-f]{130}$/)
    expect(shown.map((r) => r.method)).toEqual(['personal_sign', 'eth_signTypedData_v4'])
  }, 90_000)

  it('O-03 with the smart account active the same typed data is refused too, while eth_sendUserOperation (the wallet’s own path) still signs and sends', async () => {
    const h = frame()
    const user = await loginFrame(stack, h, `drain-smart-${Date.now()}@example.com`)
    const smart = user.address as Address
    await fund(smart)
    shown = []
    answer = true
    const op = drainOperation(smart)
    const typed = getUserOperationTypedData({
      chainId: CHAIN,
      entryPointAddress: entryPoint08Address,
      userOperation: op,
    })
    await expect(
      h.RPC_REQUEST({
        method: 'eth_signTypedData_v4',
        params: typedParams(smart, typed as TypedDataDefinition),
      }),
    ).rejects.toMatchObject({ code: 4100, message: SigningRefusals.USER_OPERATION })
    expect(shown).toEqual([])
    const hash = (await h.RPC_REQUEST({
      method: 'eth_sendUserOperation',
      params: [{ sender: smart, callData: drainCall() }, entryPoint08Address],
    })) as Hex
    expect(shown.map((r) => r.method)).toEqual(['eth_sendUserOperation'])
    const receipt = await createBundlerClient({
      client: client(),
      transport: http(bundler.url),
    }).waitForUserOperationReceipt({
      hash,
      pollingInterval: 250,
      timeout: 60_000,
    })
    expect(receipt.success).toBe(true)
  }, 120_000)
})
