import { createHash } from 'node:crypto'

/** Longest user name the development identity provider accepts. */
export const MAX_USER_NAME_LENGTH = 64

/** A user name as typed, trimmed; null when empty or too long. */
export function normaliseUserName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const name = raw.trim()
  if (name === '' || name.length > MAX_USER_NAME_LENGTH) return null
  return name
}

/** The stable subject of a user name: the same name is the same user every time (TEST-CONTRACT.md). */
export function subjectOf(name: string): string {
  return createHash('sha256').update(`portico-dev-idp:${name}`).digest('hex').slice(0, 32)
}

/** A slug of the name for the made-up email address (`<slug>@users.idp.portico.local`). */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'user'

/**
 * What the development identity provider says about a user: standard OpenID Connect claims, and the fields each
 * real provider's user API answers (GitHub `id`/`login`, Discord `id`/`username`, X `data.id`/`data.username`,
 * Facebook `id`/`name`), so the gateway's per-provider mapping runs unchanged against it.
 */
export function devUserClaims(name: string) {
  const sub = subjectOf(name)
  return {
    sub,
    name,
    preferred_username: name,
    email: `${slug(name)}@users.idp.portico.local`,
    email_verified: true,
    id: sub,
    login: name,
    username: name,
    data: { id: sub, username: name, name },
  }
}
