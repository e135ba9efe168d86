/**
 * Real wallet logos from the npm package `@web3icons/core` (MIT, by 0xa3k5: web3icons.io), matched to the
 * registry's wallets and to connectors by one table. Everything here is the gateway's: the modal only ever
 * loads `/getWalletImage/:id`, so no logo is bundled into the app.
 */

/** What a wallet is known by: a registry entry (`name`, `rdns`, `aliases`) or a connector (`rdns`, `name`). */
export interface WalletIdentity {
  name?: string | null
  rdns?: string | null
  aliases?: readonly string[] | null
}

/** One logo of the package and what it is the logo of. */
interface LogoMatch {
  /** Icon id in `@web3icons/core` (`svgs/wallets/<variant>/<icon>.svg.js`). */
  icon: string
  /** Reverse-DNS ids (EIP-6963 `rdns`, registry `rdns`) of this wallet. */
  rdns?: readonly string[]
  /** Names, compared by {@link normaliseName}: the registry's current name, former names, short forms. */
  names: readonly string[]
}

/**
 * The match table: which wallet each logo is. Matching is exact (by rdns, or by whole normalised name or
 * alias), never by substring: "SafePal", "SafeMoon" and "Trustee Wallet" are not Safe or Trust Wallet.
 * Icons of the package left out: `lit` (a protocol, no wallet), `portal` (Portal HQ, not xPortal), `soul`,
 * `multis` (no wallet of the registry is theirs) and `wallet-connect` (the protocol's row draws its own).
 */
const LOGOS: readonly LogoMatch[] = [
  { icon: 'metamask', rdns: ['io.metamask'], names: ['MetaMask'] },
  { icon: 'trust', rdns: ['com.trustwallet.app'], names: ['Trust Wallet', 'Trust'] },
  {
    icon: 'coinbase',
    rdns: ['com.coinbase.wallet'],
    names: ['Coinbase Wallet', 'Coinbase', 'Base (formerly Coinbase Wallet)'],
  },
  { icon: 'rainbow', rdns: ['me.rainbow'], names: ['Rainbow', 'Rainbow Wallet'] },
  { icon: 'phantom', rdns: ['app.phantom'], names: ['Phantom'] },
  { icon: 'rabby', rdns: ['io.rabby'], names: ['Rabby', 'Rabby Wallet'] },
  { icon: 'ledger', names: ['Ledger Wallet', 'Ledger Live', 'Ledger'] },
  { icon: 'okx', rdns: ['com.okex.wallet'], names: ['OKX Wallet', 'OKX'] },
  { icon: 'zerion', rdns: ['io.zerion.wallet'], names: ['Zerion'] },
  { icon: 'trezor', names: ['Trezor Suite', 'Trezor'] },
  { icon: 'imtoken', names: ['imToken'] },
  { icon: 'safe', names: ['Safe', 'Safe{Wallet}', 'Safe Wallet', 'Gnosis Safe'] },
  { icon: 'ronin', rdns: ['com.roninchain.wallet'], names: ['Ronin Wallet', 'Ronin'] },
  { icon: 'kraken', names: ['Kraken Wallet'] },
  { icon: 'exodus', names: ['Exodus'] },
  { icon: 'keplr', rdns: ['app.keplr'], names: ['Keplr'] },
  { icon: 'backpack', rdns: ['app.backpack'], names: ['Backpack'] },
  { icon: 'token-pocket', rdns: ['pro.tokenpocket'], names: ['TokenPocket'] },
  { icon: 'zengo', names: ['Zengo Wallet', 'Zengo'] },
  { icon: 'atomic', names: ['Atomic Wallet'] },
  { icon: 'argent', names: ['Argent', 'Argent X'] },
  { icon: 'coin98', rdns: ['com.coin98'], names: ['Coin98 Super Wallet', 'Coin98'] },
  { icon: 'sequence', names: ['Sequence Wallet', 'Sequence'] },
  { icon: 'enkrypt', rdns: ['com.enkrypt'], names: ['Enkrypt'] },
  { icon: 'wallet-3', names: ['Wallet 3', 'Wallet3'] },
  { icon: 'obvious', names: ['Obvious'] },
  { icon: 'alpha-wallet', names: ['AlphaWallet'] },
  { icon: 'clave', names: ['Clave'] },
  { icon: 'pillar', names: ['Pillar'] },
  { icon: 'cypherock', names: ['Cypherock cySync', 'Cypherock'] },
  { icon: 'venly', names: ['Venly'] },
  { icon: 'sender', names: ['Sender', 'Sender Wallet'] },
  { icon: 'unipass', names: ['UniPass Wallet', 'UniPass'] },
  { icon: 'bitbox', names: ['BitBox', 'BitBox02'] },
  { icon: 'solflare', names: ['Solflare'] },
  { icon: 'xdefi', rdns: ['io.xdefi'], names: ['Ctrl Wallet', 'XDEFI Wallet'] },
  { icon: 'my-ether-wallet', names: ['MyEtherWallet', 'MEW wallet', 'Enkrypt by MEW'] },
  { icon: 'blue', names: ['BlueWallet', 'Blue Wallet'] },
  { icon: 'glow', names: ['Glow', 'Glow Wallet'] },
  { icon: 'temple', names: ['Temple', 'Temple Wallet'] },
  { icon: 'kukai', names: ['Kukai', 'Kukai Wallet'] },
  { icon: 'daimo', names: ['Daimo'] },
  { icon: 'squads', names: ['Squads'] },
]

/** A name without case, spaces or punctuation: `Wallet 3` and `wallet3` are one name. */
export const normaliseName = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')

const byRdns = new Map(LOGOS.flatMap((l) => (l.rdns ?? []).map((r) => [r.toLowerCase(), l.icon] as const)))
const byName = new Map(LOGOS.flatMap((l) => l.names.map((n) => [normaliseName(n), l.icon] as const)))

/** Every icon id the table can answer (for tests and docs). */
export const WALLET_LOGO_ICONS: readonly string[] = LOGOS.map((l) => l.icon)

/**
 * The `@web3icons/core` icon id for a wallet: its rdns first, then its name, then each alias; undefined
 * when none matches (the image route then draws a monogram).
 */
export function logoIconFor(wallet: WalletIdentity): string | undefined {
  const rdns = wallet.rdns ? byRdns.get(wallet.rdns.toLowerCase()) : undefined
  if (rdns) return rdns
  for (const name of [wallet.name, ...(wallet.aliases ?? [])]) {
    const icon = name ? byName.get(normaliseName(name)) : undefined
    if (icon) return icon
  }
  return undefined
}

/**
 * The icon id for a bare image-route id that names no registry entry: a connector's rdns (`io.metamask`)
 * or its name as a slug (`metamask`, `trust-wallet`).
 */
export const logoIconForId = (id: string): string | undefined =>
  logoIconFor({ rdns: id, name: id.replace(/[-_]+/g, ' ') })

/** The package's variants, best first: on a brand-coloured square tile, else the bare mark. */
const VARIANTS = ['background', 'branded'] as const
const svgCache = new Map<string, Promise<string | undefined>>()

/**
 * The SVG text of an icon of the table, or undefined when the package has none. Only ids from
 * {@link LOGOS} reach the module specifier, never request input.
 */
export function logoSvg(icon: string): Promise<string | undefined> {
  if (!WALLET_LOGO_ICONS.includes(icon)) return Promise.resolve(undefined)
  let svg = svgCache.get(icon)
  if (!svg) {
    svg = (async () => {
      for (const variant of VARIANTS) {
        try {
          const mod = (await import(`@web3icons/core/svgs/wallets/${variant}/${icon}.svg.js`)) as {
            default: string
          }
          if (typeof mod.default === 'string' && mod.default.startsWith('<svg')) return mod.default
        } catch {
          // This variant is not in the package: try the next.
        }
      }
      return undefined
    })()
    svgCache.set(icon, svg)
  }
  return svg
}
