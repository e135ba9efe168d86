import { decodeErrorResult, type Hex, isHex, parseAbi } from 'viem'

/**
 * Custom errors named in words: OpenZeppelin 5's ERC-20 and ERC-721 errors and the devnet token's own. Others
 * are shown by their selector.
 */
const KNOWN_ERRORS = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error InsufficientBalance(address from, uint256 balance, uint256 needed)',
  'error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error InvalidReceiver(address to)',
])

/**
 * A revert's reason in words: the `Error(string)` message, a `Panic(uint256)` code, a known custom error with
 * its arguments, another custom error's selector, or the node's own message when the call returned no data.
 */
export function revertReason(returnData: unknown, nodeMessage?: string): string {
  if (isHex(returnData) && returnData !== '0x') {
    try {
      const decoded: { errorName: string; args?: readonly unknown[] } = decodeErrorResult({
        abi: KNOWN_ERRORS,
        data: returnData as Hex,
      })
      const args = (decoded.args ?? []) as readonly unknown[]
      if (decoded.errorName === 'Error') return String(args[0])
      if (decoded.errorName === 'Panic') return `panic 0x${BigInt(String(args[0])).toString(16)}`
      return `${decoded.errorName}(${args.map(String).join(', ')})`
    } catch {
      return `custom error ${returnData.slice(0, 10)}`
    }
  }
  return nodeMessage && nodeMessage !== '' ? nodeMessage : 'reverted without a reason'
}
