/** First `eth_getLogs` span tried on a chain, in blocks. */
export const INITIAL_LOG_SPAN = 10_000
/** Widest span ever asked (a node with no limit still answers in bounded pieces). */
export const MAX_LOG_SPAN = 1_000_000
/** Successes in a row after which the span doubles again. */
const GROW_AFTER = 3

/**
 * The messages with which common nodes and providers refuse an `eth_getLogs` range as too wide or its answer
 * as too large: geth and Infura ("query returned more than 10000 results"), Alchemy ("Log response size
 * exceeded", "up to a 2K block range"), QuickNode ("eth_getLogs is limited to a 10,000 range"), Ankr ("block
 * range is too wide"), Reth ("query exceeds max block range 100000", "exceeds max results"), Erigon and
 * Nethermind ("block range greater than 10000 max", "limit exceeded"), Chainstack ("Block range limit
 * exceeded"), Cloudflare ("range exceeds"), BlastAPI ("Maximum allowed number of requested blocks is 500"),
 * LlamaRPC ("range is too large, max is 1k blocks"), Polygon ("block range is too large").
 */
const RANGE_REFUSALS: readonly RegExp[] = [
  /more than \d[\d,]* results/i,
  /response size (is )?(exceeded|too (big|large))/i,
  /block range/i,
  /range (is )?too (large|wide|big)/i,
  /limited to a? ?[\d,]+k? ?(block )?range/i,
  /exceeds? max(imum)? (block range|results)/i,
  /range exceeds/i,
  /too many (results|logs|blocks)/i,
  /limit exceeded/i,
  /maximum allowed number of requested blocks/i,
  /max(imum)? (is )?[\d,]+k? blocks/i,
  /query timeout exceeded/i,
]

/** Whether a node's error message refuses an `eth_getLogs` (or `trace_filter`) range as too wide. */
export const isRangeRefusal = (message: string): boolean => RANGE_REFUSALS.some((r) => r.test(message))

/**
 * The block span one `eth_getLogs` asks for on a chain, adapted to what its node accepts: halved on each
 * refusal ({@link isRangeRefusal}), doubled again after {@link GROW_AFTER} successes in a row, between 1 and
 * {@link MAX_LOG_SPAN}.
 */
export class LogSpan {
  #span: number
  #successes = 0

  constructor(initial = INITIAL_LOG_SPAN) {
    this.#span = Math.max(1, Math.min(initial, MAX_LOG_SPAN))
  }

  /** Blocks to ask for next. */
  get blocks(): number {
    return this.#span
  }

  /** The node refused a range this wide; false when the span is already one block (nothing left to halve). */
  refused(): boolean {
    this.#successes = 0
    if (this.#span === 1) return false
    this.#span = Math.max(1, Math.floor(this.#span / 2))
    return true
  }

  /** The node answered a range. */
  succeeded(): void {
    this.#successes++
    if (this.#successes >= GROW_AFTER) {
      this.#successes = 0
      this.#span = Math.min(MAX_LOG_SPAN, this.#span * 2)
    }
  }
}
