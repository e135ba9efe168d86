import type { CaipNetworkId, Transaction, TransactionTransfer } from '@portico/core'
import { formatUnits } from '../../balances/formatUnits.js'
import { NATIVE_CURRENCY } from '../../balances/tokenBalances.js'
import type { PublicUrls } from '../../http/publicUrls.js'
import { SELECTORS, ZERO_ADDRESS } from '../abi.js'
import type { HistoryTransfer, HistoryTx } from '../historyRepo.js'
import type { TokenMeta } from '../tokenMeta.js'

/** Token metadata per `chainId|token`. */
export type TokenMetaIndex = Map<string, TokenMeta>

const direction = (account: string, from: string, to: string): TransactionTransfer['direction'] =>
  from === account && to === account ? 'self' : from === account ? 'out' : 'in'

function tokenTransfer(
  account: string,
  tx: HistoryTx,
  t: HistoryTransfer,
  meta: TokenMeta | undefined,
  urls: PublicUrls,
): TransactionTransfer | undefined {
  // A token whose contract answered garbage is left out (never shown with a made-up name or amount).
  if (!meta?.valid) return undefined
  const dir = direction(account, t.from, t.to)
  if (t.standard === 'erc20' && t.amount !== null && meta.decimals !== null && meta.symbol) {
    return {
      direction: dir,
      quantity: { numeric: formatUnits(t.amount, meta.decimals), decimals: meta.decimals },
      fungible_info: {
        name: meta.name ?? meta.symbol,
        symbol: meta.symbol,
        decimals: meta.decimals,
        address: t.token,
        icon: { url: urls.tokenIcon(meta.symbol) },
      },
    }
  }
  if (t.standard === 'erc721' && t.tokenId !== null) {
    const tokenId = t.tokenId.toString()
    return {
      direction: dir,
      quantity: { numeric: '1', decimals: 0 },
      nft_info: {
        name: `${meta.name ?? meta.symbol ?? 'NFT'} #${tokenId}`,
        tokenId,
        contract: t.token,
        content: { preview: { url: urls.nftImage(tx.chainId, t.token, tokenId) } },
        flags: { is_spam: false },
      },
    }
  }
  return undefined
}

/** What the account did in the transaction, from its transfers, else from the call it made. */
function operationType(account: string, tx: HistoryTx, transfers: readonly HistoryTransfer[]): string {
  const mine = transfers.filter((t) => t.from === account || t.to === account)
  if (mine.some((t) => t.from === ZERO_ADDRESS)) return 'mint'
  if (mine.some((t) => t.to === ZERO_ADDRESS)) return 'burn'
  const out = mine.some((t) => t.from === account)
  const inn = mine.some((t) => t.to === account)
  if (out && inn) return 'trade'
  if (out) return 'send'
  if (inn) return 'receive'
  if (tx.selector === SELECTORS.approve || tx.selector === SELECTORS.setApprovalForAll) return 'approve'
  if (tx.to === null) return 'deploy'
  if (tx.selector === '0x' && tx.value > 0n) return tx.from === account ? 'send' : 'receive'
  return 'execute'
}

/**
 * Shapes an account's indexed transaction as the SPEC's history entry: its native value (when the
 * transaction succeeded) and the token transfers the account was party to, with the fee when it sent it.
 */
export function toTransaction(
  account: string,
  tx: HistoryTx,
  metas: TokenMetaIndex,
  urls: PublicUrls,
): Transaction {
  const partyTo = tx.transfers.filter((t) => t.from === account || t.to === account)
  const transfers: TransactionTransfer[] = []
  if (tx.success && tx.value > 0n && (tx.from === account || tx.to === account)) {
    transfers.push({
      direction: direction(account, tx.from, tx.to ?? ''),
      quantity: {
        numeric: formatUnits(tx.value, NATIVE_CURRENCY.decimals),
        decimals: NATIVE_CURRENCY.decimals,
      },
      fungible_info: {
        ...NATIVE_CURRENCY,
        address: 'native',
        icon: { url: urls.tokenIcon(NATIVE_CURRENCY.symbol) },
      },
    })
  }
  for (const t of partyTo) {
    const shaped = tokenTransfer(account, tx, t, metas.get(`${tx.chainId}|${t.token}`), urls)
    if (shaped) transfers.push(shaped)
  }
  return {
    id: `${tx.chainId}:${tx.hash}`,
    metadata: {
      operationType: operationType(account, tx, partyTo),
      hash: tx.hash,
      minedAt: new Date(tx.minedAt * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to ?? '',
      status: tx.success ? 'confirmed' : 'failed',
      nonce: tx.nonce,
      chain: tx.chainId as CaipNetworkId,
      fee: {
        quantity: {
          numeric: formatUnits(tx.fee, NATIVE_CURRENCY.decimals),
          decimals: NATIVE_CURRENCY.decimals,
        },
        symbol: NATIVE_CURRENCY.symbol,
      },
    },
    transfers,
  }
}
