import { gzipSync } from 'node:zlib'

/** Answers smaller than this are sent as they are: gzip would save little and cost a call. */
export const GZIP_MIN_BYTES = 1024
/** zlib level for cached answers: close to the best size at a fraction of level 9's time. */
const GZIP_LEVEL = 6

/**
 * One serialized `GET /getWallets` answer, kept in the registry index's cache: the JSON bytes, and their
 * gzip made on first use, so a repeated query costs neither serialization nor compression.
 */
export class WalletsAnswer {
  readonly json: Buffer
  #gzip: Buffer | undefined

  /** `onGrow` is told the size of the gzip when it is made (for the cache's byte count). */
  constructor(
    json: string,
    private readonly onGrow: (bytes: number) => void = () => undefined,
  ) {
    this.json = Buffer.from(json)
  }

  /** Bytes held: the JSON, plus the gzip once made. */
  get size(): number {
    return this.json.length + (this.#gzip?.length ?? 0)
  }

  /** The gzip of {@link json}, or undefined when the answer is too small to be worth it. */
  get gzip(): Buffer | undefined {
    if (this.json.length < GZIP_MIN_BYTES) return undefined
    if (!this.#gzip) {
      this.#gzip = gzipSync(this.json, { level: GZIP_LEVEL })
      this.onGrow(this.#gzip.length)
    }
    return this.#gzip
  }
}
