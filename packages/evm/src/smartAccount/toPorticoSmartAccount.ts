import {
  type Account,
  type Address,
  BaseError,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import {
  accountFactoryAbi,
  PORTICO_ACCOUNT_DOMAIN,
  PORTICO_MESSAGE_TYPES,
  porticoSmartAccountAbi,
} from './smartAccountAbi.js'

/** A 65-byte ECDSA signature of the right shape, for gas estimation (it recovers to some address). */
const STUB_ECDSA_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** The viem implementation behind {@link PorticoSmartAccount}. */
export type PorticoSmartAccountImplementation = SmartAccountImplementation<
  typeof entryPoint08Abi,
  '0.8',
  { abi: typeof porticoSmartAccountAbi }
>

/** Parameters of {@link toPorticoSmartAccount}. */
export interface ToPorticoSmartAccountParameters {
  /** A client of the account's chain (reads the counterfactual address and the nonce). */
  client: PorticoSmartAccountImplementation['client']
  /** The account's owner: signs its user operations and, through ERC-1271, its messages. */
  owner: Account
  /** `PorticoSmartAccountFactory` (sessions, ERC-1271) or the official `SimpleAccountFactory` (from the manifest). */
  factoryAddress: Address
  /** CREATE2 salt of the account; default 0. */
  salt?: bigint
  /** The account's address when known (skips the factory read). */
  address?: Address
  /** EntryPoint v0.8; default its canonical address, where the devnet deploys it. */
  entryPointAddress?: Address
  /** Act as a session key instead of the owner: user operations are signed by `key` for session `id`. */
  session?: { id: Hex; key: LocalAccount }
}

/** The smart account {@link toPorticoSmartAccount} returns. */
export type PorticoSmartAccount = SmartAccount<PorticoSmartAccountImplementation>

/**
 * A viem smart account (for `viem/account-abstraction`'s bundler client) over PorticoSmartAccount, or over the
 * official SimpleAccount v0.8 (the same factory, execute and signature rules; no ERC-1271 or sessions there).
 * Messages and typed data are signed as ERC-1271 `PorticoMessage(hash)` in the account's EIP-712 domain, wrapped
 * in ERC-6492 while the account is not deployed (viem does that), so `verifyMessage` accepts them either way.
 * @example
 * const account = await toPorticoSmartAccount({ client, owner, factoryAddress })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to, value: 1n }] })
 */
export async function toPorticoSmartAccount(
  parameters: ToPorticoSmartAccountParameters,
): Promise<PorticoSmartAccount> {
  const { client, owner, factoryAddress, salt = 0n, session } = parameters
  const entryPoint = {
    abi: entryPoint08Abi,
    address: parameters.entryPointAddress ?? entryPoint08Address,
    version: '0.8',
  } as const
  let address = parameters.address
  const getAddress = async (): Promise<Address> => {
    address ??= await readContract(client, {
      address: factoryAddress,
      abi: accountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    return address
  }
  const signDigest = async (hash: Hex): Promise<Hex> => {
    if (session) throw new BaseError('A session key signs user operations only, not messages.')
    if (!owner.signTypedData) throw new BaseError('The owner account cannot sign typed data.')
    return owner.signTypedData({
      domain: { ...PORTICO_ACCOUNT_DOMAIN, chainId: client.chain?.id, verifyingContract: await getAddress() },
      types: PORTICO_MESSAGE_TYPES,
      primaryType: 'PorticoMessage',
      message: { hash },
    })
  }

  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: porticoSmartAccountAbi },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: porticoSmartAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch') {
        return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
      }
      throw new BaseError(`unable to decode calls for "${decoded.functionName}"`)
    },
    async encodeCalls(calls) {
      const [single] = calls
      if (calls.length === 1 && single) {
        return encodeFunctionData({
          abi: porticoSmartAccountAbi,
          functionName: 'execute',
          args: [single.to, single.value ?? 0n, single.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: porticoSmartAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    getAddress,
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: accountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory: factoryAddress, factoryData }
    },
    async getStubSignature() {
      return session ? sessionSignature(session.id, STUB_ECDSA_SIGNATURE) : STUB_ECDSA_SIGNATURE
    },
    async signMessage({ message }) {
      return signDigest(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signDigest(hashTypedData(typedData as TypedDataDefinition))
    },
    async signUserOperation(userOperation) {
      const chainId = userOperation.chainId ?? client.chain?.id
      if (chainId === undefined) throw new BaseError('The client has no chain: pass chainId.')
      const typedData = getUserOperationTypedData({
        chainId,
        entryPointAddress: entryPoint.address,
        userOperation: { ...userOperation, sender: await getAddress() },
      })
      // v0.8's userOpHash is this EIP-712 digest, which SimpleAccount checks with a plain ECDSA recover.
      if (session) return sessionSignature(session.id, await session.key.signTypedData(typedData))
      if (!owner.signTypedData) throw new BaseError('The owner account cannot sign typed data.')
      return owner.signTypedData(typedData)
    },
  })
}

/** A session user operation's signature: `abi.encode(bytes32 sessionId, bytes keySignature)`. */
export function sessionSignature(id: Hex, signature: Hex): Hex {
  return encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], [id, signature])
}
