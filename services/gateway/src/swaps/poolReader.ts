import type { ChainRpc, RpcCall } from '../indexer/chainRpc.js'
import type { HopReserves } from './uniswapV2Math.js'

/** Reserves are reused this long for quotes and prices ("cached briefly"); a built swap reads them fresh. */
export const RESERVES_CACHE_TTL_MS = 1_000
/**
 * Up to this age, reserves past {@link RESERVES_CACHE_TTL_MS} still answer while a background read refreshes
 * them (so a busy quote route never waits on the node); older ones are read before answering.
 */
export const RESERVES_STALE_MS = 2_000
/** A token pair without a pool is asked of the factory again after this long (a pool may be created). */
export const MISSING_PAIR_TTL_MS = 30_000

const GET_PAIR = '0xe6a43905'
const GET_RESERVES = '0x0902f1ac'
const ZERO_WORD = /^0x0{64}$/
const WORD = 64

const word = (address: string) => address.slice(2).toLowerCase().padStart(WORD, '0')
const key = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join(':')

/** One hop of a route: sell `from` for `to` (token addresses). */
export interface Hop {
  from: string
  to: string
}

interface Timed<T> {
  value: T
  at: number
}

/**
 * Reads Uniswap V2 pools of one chain: the pair of two tokens (the factory's `getPair`, remembered) and its
 * reserves (`getReserves`, reused for {@link RESERVES_CACHE_TTL_MS}, at most {@link RESERVES_STALE_MS}, unless asked fresh), each in one JSON-RPC
 * batch. Pair addresses come from the factory, not from CREATE2 with an init code hash, so forks with
 * another pair bytecode work too.
 */
export class PoolReader {
  private readonly pairs = new Map<string, Timed<string | null>>()
  private readonly reserves = new Map<string, Timed<[bigint, bigint]>>()
  /** Reads under way per pair, so requests that miss the cache together share one read. */
  private readonly reading = new Map<string, Promise<void>>()

  constructor(
    private readonly rpc: ChainRpc,
    private readonly factory: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reserves of each hop, oriented from → to; undefined for a hop whose tokens have no pool. */
  async hops(hops: readonly Hop[], fresh = false): Promise<(HopReserves | undefined)[]> {
    const keys = [...new Set(hops.map((h) => key(h.from, h.to)))]
    await this.resolvePairs(keys)
    await this.readReserves(keys, fresh)
    return hops.map(({ from, to }) => {
      const k = key(from, to)
      const reserves = this.pairs.get(k)?.value ? this.reserves.get(k)?.value : undefined
      if (!reserves) return undefined
      // A pair's token0 is the lower address of the two.
      const fromIsToken0 = from.toLowerCase() < to.toLowerCase()
      const [r0, r1] = reserves
      return fromIsToken0 ? { reserveIn: r0, reserveOut: r1 } : { reserveIn: r1, reserveOut: r0 }
    })
  }

  private async resolvePairs(keys: string[]): Promise<void> {
    const now = this.now()
    const unknown = keys.filter((k) => {
      const known = this.pairs.get(k)
      return !known || (known.value === null && now - known.at > MISSING_PAIR_TTL_MS)
    })
    if (unknown.length === 0) return
    const calls: RpcCall[] = unknown.map((k) => {
      const [a = '', b = ''] = k.split(':')
      return {
        method: 'eth_call',
        params: [{ to: this.factory, data: `${GET_PAIR}${word(a)}${word(b)}` }, 'latest'],
      }
    })
    const results = await this.rpc.all(calls)
    unknown.forEach((k, i) => {
      const result = results[i]
      const found =
        typeof result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(result) && !ZERO_WORD.test(result)
      this.pairs.set(k, { value: found ? `0x${result.slice(-40)}` : null, at: now })
    })
  }

  /**
   * Reads the reserves of `keys` that are not cached, older than {@link RESERVES_STALE_MS} or asked `fresh`,
   * and waits for them; reserves between {@link RESERVES_CACHE_TTL_MS} and {@link RESERVES_STALE_MS} old are
   * used as they are while a read refreshes them in the background. Requests that miss together share a read.
   */
  private async readReserves(keys: string[], fresh: boolean): Promise<void> {
    const now = this.now()
    const age = (k: string) => now - (this.reserves.get(k)?.at ?? Number.NEGATIVE_INFINITY)
    const pools = keys.filter((k) => this.pairs.get(k)?.value)
    const blocking = pools.filter((k) => fresh || age(k) > RESERVES_STALE_MS)
    const refresh = pools.filter((k) => !blocking.includes(k) && age(k) > RESERVES_CACHE_TTL_MS)
    const background = this.start(refresh.filter((k) => !this.reading.has(k)))
    background?.catch(() => undefined)
    const shared = fresh ? [] : blocking.filter((k) => this.reading.has(k))
    const mine = this.start(blocking.filter((k) => !shared.includes(k)))
    await Promise.all([mine, ...shared.map((k) => this.reading.get(k))])
  }

  /** Starts one batch read of `keys` (none when empty), registered as under way until it settles. */
  private start(keys: string[]): Promise<void> | undefined {
    if (keys.length === 0) return undefined
    const read = this.read(keys).finally(() => {
      for (const k of keys) if (this.reading.get(k) === read) this.reading.delete(k)
    })
    for (const k of keys) this.reading.set(k, read)
    return read
  }

  private async read(stale: string[]): Promise<void> {
    const now = this.now()
    const calls = stale.map((k) => ({
      method: 'eth_call',
      params: [{ to: this.pairs.get(k)?.value, data: GET_RESERVES }, 'latest'],
    }))
    const results = await this.rpc.all(calls)
    stale.forEach((k, i) => {
      const result = results[i]
      if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{192}$/.test(result)) {
        this.reserves.delete(k)
        return
      }
      const reserve0 = BigInt(`0x${result.slice(2, 2 + WORD)}`)
      const reserve1 = BigInt(`0x${result.slice(2 + WORD, 2 + 2 * WORD)}`)
      this.reserves.set(k, { value: [reserve0, reserve1], at: now })
    })
  }
}
