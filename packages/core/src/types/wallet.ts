/** A wallet registry entry as `GET /getWallets` returns it (SPEC §3). */
export type WalletListEntry = {
  id: string
  name: string
  image_id?: string | null
  image_url?: string | null
  rdns?: string | null
  chains?: readonly string[] | null
  homepage?: string | null
  mobile_link?: string | null
  mobile_universal_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  badge_type?: string | null
  order?: number | null
  /** Set by the client when an installed connector matches this entry. */
  installed?: boolean
}

export type GetWalletsResponse = { data: WalletListEntry[]; count: number }
