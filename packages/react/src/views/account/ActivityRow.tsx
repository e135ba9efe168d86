import {
  formatRelativeTime,
  relativeTime,
  shortenAddress,
  type Transaction,
  type TransactionTransfer,
} from '@portico/core'
import { fill, useLang, useStrings } from '../../i18n/useStrings.js'
import { safeImageUrl, safeLinkUrl } from '../../ui/safeUrl.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { ACCOUNT_EN } from './accountStrings.js'

/** One transfer as text: `-1.5 pUSD`, `+1 PPUNK #3`. */
export function transferLabel(transfer: TransactionTransfer): string {
  const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
  if (transfer.nft_info) {
    const { name, tokenId } = transfer.nft_info
    return `${sign}${name.includes(`#${tokenId}`) ? name : `${name} #${tokenId}`}`
  }
  return `${sign}${transfer.quantity.numeric} ${transfer.fungible_info?.symbol ?? ''}`.trim()
}

const title = (type: string, fallback: string) => (type ? type[0]?.toUpperCase() + type.slice(1) : fallback)

/** K-09 "2 min" in English (verbatim); the same count and unit in the browser's words for other languages. */
export function timeAgo(then: number, now: number, lang: string): string {
  if (lang === 'en') return formatRelativeTime(then, now)
  const { value, unit } = relativeTime(then, now)
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value)
}

/** K: one transaction: kind, transfers, how long ago (K-09) and a link to the block explorer when known. */
export function ActivityRow({
  transaction,
  explorer,
}: {
  transaction: Transaction
  explorer: string | undefined
}) {
  const { metadata, transfers } = transaction
  const t = useStrings('account', ACCOUNT_EN)
  const lang = useLang()
  const first = transfers[0]
  const icon = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url
  const link = explorer ? safeLinkUrl(`${explorer.replace(/\/$/, '')}/tx/${metadata.hash}`) : undefined
  const minedAt = Date.parse(metadata.minedAt)
  return (
    <li className="row activity-row" data-testid="activity-row" data-hash={metadata.hash}>
      <WalletImage src={safeImageUrl(icon)} />
      <span className="name">
        {title(metadata.operationType, t.transaction)}
        {metadata.status === 'failed' && <span className="tag error"> {t.failed}</span>}
        <span className="sub muted">
          {transfers.map(transferLabel).join(', ') || shortenAddress(metadata.sentTo)}
        </span>
      </span>
      <span className="when">
        <time dateTime={metadata.minedAt} title={new Date(minedAt).toLocaleString()}>
          {timeAgo(minedAt, Date.now(), lang)}
        </time>
        {link && (
          <>
            {' '}
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              aria-label={fill(t.viewInExplorer, { hash: metadata.hash })}
            >
              ↗
            </a>
          </>
        )}
      </span>
    </li>
  )
}
