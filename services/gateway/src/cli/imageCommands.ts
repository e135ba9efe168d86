import { readFileSync, statSync } from 'node:fs'
import { extname } from 'node:path'
import type { Queryable } from '../db/Db.js'
import { IMAGE_CONTENT_TYPES, listImages, putImage } from '../registry/imageRepo.js'
import { IMAGE_ID_PATTERN } from '../registry/imageRoutes.js'
import { UsageError } from './usage.js'

/** Largest image the operator may store. */
export const MAX_IMAGE_BYTES = 1024 * 1024

const TYPE_BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
}

/** Runs `images <action> …` and returns what to print. `file` paths are resolved by the caller. */
export async function runImageCommand(
  db: Queryable,
  action: string | undefined,
  args: string[],
  o: { type?: string; json?: boolean },
): Promise<string> {
  switch (action) {
    case 'add': {
      const [id, file] = args
      if (!id || !file) throw new UsageError('images add <id> <file>')
      if (!new RegExp(IMAGE_ID_PATTERN).test(id)) {
        throw new UsageError(`"${id}" is not an image id (letters, digits, . _ : -; up to 128)`)
      }
      const type = o.type ?? TYPE_BY_EXTENSION[extname(file).toLowerCase()]
      if (!type || !(IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) {
        throw new UsageError(`Give --type, one of ${IMAGE_CONTENT_TYPES.join(', ')}`)
      }
      const size = statSync(file).size
      if (size > MAX_IMAGE_BYTES)
        throw new UsageError(`${file} is ${size} bytes; the limit is ${MAX_IMAGE_BYTES}`)
      const stored = await putImage(db, { id, contentType: type, bytes: readFileSync(file) })
      return `Stored image ${id} (${type}, ${stored.bytes.length} bytes, ETag ${stored.etag})`
    }
    case 'list': {
      const all = await listImages(db)
      if (o.json) return JSON.stringify(all, null, 2)
      return all.length
        ? all.map((i) => `${i.id}  ${i.contentType}  ${i.size} bytes`).join('\n')
        : '(no images)'
    }
    default:
      throw new UsageError(
        action ? `Unknown images command "${action}" (add, list)` : 'Give an images command: add, list',
      )
  }
}
