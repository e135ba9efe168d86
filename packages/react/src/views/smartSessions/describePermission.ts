import { formatDecimalAmount, type SmartSessionPermission, shortenAddress } from '@portico/core'
import { fill } from '../../i18n/useStrings.js'
import type { SmartSessionStrings } from './smartSessionStrings.js'

/** A token the account holds, to name a limit by its symbol and decimals. */
export type KnownToken = { address: string; symbol: string; decimals: number }

const NATIVE_TRANSFER = '0x00000000'
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * What one permission allows, in a line: `Call transfer on 0x5FbD…0aa3`, `Spend up to 10 of PRT`, `Spend up to
 * 0.01 of the native token`. Amounts are in the smallest unit on the wire; a token the account holds is shown in
 * its own units, another one as the raw amount. `t`: the smart-session strings in the active locale.
 */
export function describePermission(
  permission: SmartSessionPermission,
  tokens: readonly KnownToken[],
  t: SmartSessionStrings,
): string {
  const { data } = permission
  const address = text(data.address)
  if (permission.type === 'contract-call') {
    const functions = Array.isArray(data.functions) ? (data.functions as Record<string, unknown>[]) : []
    const names = functions.map((fn) =>
      text(fn.selector).toLowerCase() === NATIVE_TRANSFER
        ? t.plainTransfer
        : text(fn.functionName) || text(fn.selector),
    )
    return fill(t.call, { target: shortenAddress(address), functions: names.join(', ') })
  }
  const allowance = text(data.allowance)
  if (permission.type === 'native-token-limit')
    return fill(t.nativeLimit, { amount: amountIn(allowance, 18) })
  if (permission.type === 'erc20-token-limit') {
    const token = tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
    return fill(
      t.tokenLimit,
      token
        ? { amount: amountIn(allowance, token.decimals), token: token.symbol }
        : { amount: allowance, token: shortenAddress(address) },
    )
  }
  return fill(t.other, { type: permission.type })
}

function amountIn(allowance: string, decimals: number): string {
  try {
    return formatDecimalAmount(BigInt(allowance), decimals)
  } catch {
    return allowance
  }
}
