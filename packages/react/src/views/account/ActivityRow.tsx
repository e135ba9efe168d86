import { formatRelativeTime, shortenAddress, type Transaction, type TransactionTransfer } from '@portico/core'
import { safeImageUrl, safeLinkUrl } from '../../ui/safeUrl.js'
import { WalletImage } from '../../ui/WalletImage.js'

/** One transfer as text: `-1.5 pUSD`, `+1 PPUNK #3`. */
export function transferLabel(transfer: TransactionTransfer): string {
  const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
  if (transfer.nft_info) {
    const { name, tokenId } = transfer.nft_info
    return `${sign}${name.includes(`#${tokenId}`) ? name : `${name} #${tokenId}`}`
  }
  return `${sign}${transfer.quantity.numeric} ${transfer.fungible_info?.symbol ?? ''}`.trim()
}

const title = (type: string) => (type ? type[0]?.toUpperCase() + type.slice(1) : 'Transaction')

/** K: one transaction: kind, transfers, how long ago (K-09) and a link to the block explorer when known. */
export function ActivityRow({
  transaction,
  explorer,
}: {
  transaction: Transaction
  explorer: string | undefined
}) {
  const { metadata, transfers } = transaction
  const first = transfers[0]
  const icon = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const link = explorer ? safeLinkUrl(`${explorer.replace(/\/$/, '')}/tx/${metadata.hash}`) : undefined
  const minedAt = Date.parse(metadata.minedAt)
  return (
    <li className="row activity-row" data-testid="activity-row" data-hash={metadata.hash}>
      <WalletImage src={safeImageUrl(icon)} />
      <span className="name">
        {title(metadata.operationType)}
        {metadata.status === 'failed' && <span className="tag error"> Failed</span>}
        <span className="sub muted">
          {transfers.map(transferLabel).join(', ') || shortenAddress(metadata.sentTo)}
        </span>
      </span>
      <span className="when">
        <time dateTime={metadata.minedAt} title={new Date(minedAt).toLocaleString()}>
          {formatRelativeTime(minedAt, Date.now())}
        </time>
        {link && (
          <>
            {' '}
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              aria-label={`View ${metadata.hash} in the block explorer`}
            >
              ↗
            </a>
          </>
        )}
      </span>
    </li>
  )
}
