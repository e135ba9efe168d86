import {
  decodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
  isHex,
  maxUint256,
  parseAbi,
  size,
  slice,
} from 'viem'
import { describeSwap, SWAP_FUNCTIONS, UNISWAP_V2_SWAP_ABI } from './decodeSwap.js'

/** One line of a decoded request: a label and its value, both plain text. */
export interface DecodedField {
  label: string
  value: string
}

/** What a call does, as the screen's `approve-call` element names it in `data-kind` (TEST-CONTRACT). */
export type CallKind =
  | 'native-transfer'
  | 'erc20-transfer'
  | 'erc20-approve'
  | 'nft-transfer'
  | 'set-approval-for-all'
  | 'swap'
  | 'unknown'

/** A call's data in words: the function, a one-line summary, its arguments, and warnings worth reading. */
export interface DecodedCall {
  kind: CallKind
  /** The function's name, or undefined when the selector matches nothing known. */
  functionName?: string
  summary: string
  fields: DecodedField[]
  warnings: string[]
}

/** Said of an approval of the largest amount: the spender may take every token, now and later. */
export const UNLIMITED = 'unlimited'

/**
 * The functions decoded in words: ERC-20 `transfer`, `approve`, `transferFrom`; ERC-721 `safeTransferFrom` (both
 * forms) and `setApprovalForAll` (ERC-721 and ERC-1155 share it). `approve` and `transferFrom` have the same
 * selector in ERC-20 and ERC-721: the last argument is an amount for a token, a token id for an NFT, and the
 * screen says so rather than guessing.
 */
const KNOWN_ABI = [
  ...erc20Abi.filter(
    (item) => item.type === 'function' && ['transfer', 'approve', 'transferFrom'].includes(item.name),
  ),
  ...erc721Abi.filter(
    (item) => item.type === 'function' && ['safeTransferFrom', 'setApprovalForAll'].includes(item.name),
  ),
] as const

const EXTRA_ABI = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
])

const amountOrId = (value: bigint) => `${value} (an amount for a token, the token id for an NFT)`

/**
 * Decodes a transaction's `data` for the common token calls and Uniswap V2 router swaps (`value` is the native
 * amount the call carries). Empty data is a plain transfer; data that matches no known selector, or is
 * malformed, is said to be so (with its selector), never hidden.
 */
export function decodeCall(data: unknown, value = 0n): DecodedCall {
  if (data === undefined || data === null || data === '0x' || data === '') {
    return {
      kind: 'native-transfer',
      summary: 'No call data: a plain transfer of the native token.',
      fields: [],
      warnings: [],
    }
  }
  if (typeof data !== 'string' || !isHex(data) || data.length % 2 !== 0) {
    return {
      kind: 'unknown',
      summary: 'The call data is not valid hex.',
      fields: [],
      warnings: ['Malformed call data.'],
    }
  }
  if (size(data) < 4) {
    return {
      kind: 'unknown',
      summary: 'The call data is shorter than a function selector.',
      fields: [],
      warnings: ['Malformed call data.'],
    }
  }
  const selector = slice(data, 0, 4)
  let decoded: { functionName: string; args: readonly unknown[] }
  try {
    decoded = decodeFunctionData({
      abi: [...KNOWN_ABI, ...EXTRA_ABI, ...UNISWAP_V2_SWAP_ABI],
      data: data as Hex,
    }) as typeof decoded
  } catch {
    return {
      kind: 'unknown',
      summary: `An unknown function (selector ${selector}): the data could not be decoded.`,
      fields: [{ label: 'Selector', value: selector }],
      warnings: [
        'This call is not one the wallet can read. Approve only if you trust the app and the contract.',
      ],
    }
  }
  if (SWAP_FUNCTIONS.has(decoded.functionName)) {
    const { functionName, args } = decoded
    return { kind: 'swap', functionName, ...describeSwap(functionName, args, value) }
  }
  return describe(decoded.functionName, decoded.args)
}

function describe(functionName: string, args: readonly unknown[]): DecodedCall {
  const [a, b, c] = args as [unknown, unknown, unknown]
  switch (functionName) {
    case 'transfer':
      return {
        kind: 'erc20-transfer',
        functionName,
        summary: `Transfer ${b} tokens to ${a}.`,
        fields: [
          { label: 'Recipient', value: String(a) },
          { label: 'Amount', value: String(b) },
        ],
        warnings: [],
      }
    case 'approve': {
      const unlimited = b === maxUint256
      return {
        kind: 'erc20-approve',
        functionName,
        summary: unlimited
          ? `Allow ${a} to spend an ${UNLIMITED} amount of this token.`
          : `Allow ${a} to spend ${amountOrId(b as bigint)}.`,
        fields: [
          { label: 'Spender', value: String(a) },
          { label: 'Amount', value: unlimited ? UNLIMITED : amountOrId(b as bigint) },
        ],
        warnings: unlimited
          ? [`This is an ${UNLIMITED} approval: the spender can take all of this token, now and later.`]
          : [],
      }
    }
    case 'transferFrom':
      return {
        kind: 'erc20-transfer',
        functionName,
        summary: `Move ${amountOrId(c as bigint)} from ${a} to ${b}.`,
        fields: [
          { label: 'From', value: String(a) },
          { label: 'To', value: String(b) },
          { label: 'Amount or token id', value: String(c) },
        ],
        warnings: [],
      }
    case 'safeTransferFrom':
      return {
        kind: 'nft-transfer',
        functionName,
        summary: `Transfer NFT #${c} from ${a} to ${b}.`,
        fields: [
          { label: 'From', value: String(a) },
          { label: 'To', value: String(b) },
          { label: 'Token id', value: String(c) },
          ...(args.length > 3 ? [{ label: 'Data', value: String(args[3]) }] : []),
        ],
        warnings: [],
      }
    default: {
      // setApprovalForAll
      const granted = b === true
      return {
        kind: 'set-approval-for-all',
        functionName,
        summary: granted
          ? `Allow ${a} to move all of your NFTs in this collection.`
          : `Revoke ${a}'s permission to move your NFTs in this collection.`,
        fields: [
          { label: 'Operator', value: String(a) },
          { label: 'Approved', value: granted ? 'yes, all tokens' : 'no' },
        ],
        warnings: granted
          ? ['The operator can take every NFT you hold in this collection, now and later.']
          : [],
      }
    }
  }
}
