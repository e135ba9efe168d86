import { createHash } from 'node:crypto'
import type { Queryable } from '../db/Db.js'

/** A stored image. */
export interface StoredImage {
  id: string
  contentType: string
  bytes: Buffer
  etag: string
}

/** Content types the operator may store (SVG is served with a sandboxing CSP). */
export const IMAGE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
] as const

/** Strong ETag of some bytes. */
export const etagOf = (bytes: Uint8Array | string): string =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`

/** Stores (or replaces) an image. */
export async function putImage(
  db: Queryable,
  img: { id: string; contentType: string; bytes: Uint8Array },
): Promise<StoredImage> {
  const etag = etagOf(img.bytes)
  await db.query(
    `INSERT INTO images (id, content_type, bytes, etag) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET content_type = $2, bytes = $3, etag = $4, created_at = now()`,
    [img.id, img.contentType, Buffer.from(img.bytes), etag],
  )
  return { id: img.id, contentType: img.contentType, bytes: Buffer.from(img.bytes), etag }
}

/** The stored image with this id, or undefined. */
export async function getImage(db: Queryable, id: string): Promise<StoredImage | undefined> {
  const { rows } = await db.query<{ id: string; content_type: string; bytes: Uint8Array; etag: string }>(
    'SELECT id, content_type, bytes, etag FROM images WHERE id = $1',
    [id],
  )
  const r = rows[0]
  return r ? { id: r.id, contentType: r.content_type, bytes: Buffer.from(r.bytes), etag: r.etag } : undefined
}

/** Lists stored image ids with their type and size. */
export async function listImages(
  db: Queryable,
): Promise<{ id: string; contentType: string; size: number }[]> {
  const { rows } = await db.query<{ id: string; content_type: string; size: number | string }>(
    'SELECT id, content_type, octet_length(bytes) AS size FROM images ORDER BY id',
  )
  return rows.map((r) => ({ id: r.id, contentType: r.content_type, size: Number(r.size) }))
}
