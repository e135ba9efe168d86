import { type Address, encodeAbiParameters, encodePacked, type Hex, keccak256 } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/**
 * The digest of the ENS offchain-resolver scheme that the resolver contract checks:
 * keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result)).
 */
export function answerDigest(resolver: Address, expires: bigint, request: Hex, result: Hex): Hex {
  return keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', resolver, expires, keccak256(request), keccak256(result)],
    ),
  )
}

/**
 * The gateway's response `data` for the resolver's `resolveWithProof`: abi.encode(bytes result, uint64 expires,
 * bytes signature), signed (as a raw digest) by `signer` for `resolver`.
 */
export async function signedAnswer(options: {
  signer: PrivateKeyAccount
  resolver: Address
  request: Hex
  result: Hex
  expires: bigint
}): Promise<Hex> {
  const { signer, resolver, request, result, expires } = options
  const signature = await signer.sign({ hash: answerDigest(resolver, expires, request, result) })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
