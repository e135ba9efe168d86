import {
  PROJECT_CACHE_MAX_ENTRIES,
  PROJECT_CACHE_NEGATIVE_MS,
  PROJECT_CACHE_POSITIVE_MS,
  PROJECT_CHECK_TIMEOUT_MS,
} from './constants.js'
import type { Logger } from './logger.js'

/** Whether a project may connect; `unavailable` when the gateway could not say. */
export type ProjectVerdict = { ok: true } | { ok: false; kind: 'unknown' | 'unavailable'; reason: string }

/** Options of {@link GatewayProjectChecker}. */
export interface GatewayProjectCheckerOptions {
  /** Base URL of the gateway, e.g. `http://127.0.0.1:8787`. */
  gatewayUrl: string
  logger: Logger
  /** How long a known project is trusted (default PROJECT_CACHE_POSITIVE_MS). */
  positiveTtlMs?: number | undefined
  /** How long an unknown project is refused without asking again (default PROJECT_CACHE_NEGATIVE_MS). */
  negativeTtlMs?: number | undefined
  /** Longest wait for the gateway (default PROJECT_CHECK_TIMEOUT_MS). */
  timeoutMs?: number | undefined
  now?: () => number
}

/** Refusal reason for a project id the gateway does not know. */
export const UNKNOWN_PROJECT_REASON = 'Invalid projectId: unknown project'
/** Refusal reason when the gateway could not be asked and the project was never seen. */
export const PROJECT_CHECK_UNAVAILABLE_REASON =
  'Project check unavailable: the gateway did not answer, retry later'

type GatewayAnswer = 'known' | 'unknown' | 'unreachable'

/**
 * Checks project ids against the gateway's project table (`GET /projects/v1/origins?projectId=`: 200 for
 * a known project, 401/403 for an unknown one) and caches both answers. When the gateway cannot be
 * reached, a project it confirmed before is still accepted (fail-open for known projects, so a gateway
 * restart does not cut live wallets off), and a project never confirmed is refused (fail-closed).
 */
export class GatewayProjectChecker {
  private readonly cache = new Map<string, { known: boolean; until: number }>()
  private readonly inflight = new Map<string, Promise<GatewayAnswer>>()
  private readonly positiveTtlMs: number
  private readonly negativeTtlMs: number
  private readonly timeoutMs: number
  private readonly now: () => number
  /** Requests sent to the gateway so far (for tests and logs). */
  gatewayRequests = 0

  constructor(private readonly options: GatewayProjectCheckerOptions) {
    this.positiveTtlMs = options.positiveTtlMs ?? PROJECT_CACHE_POSITIVE_MS
    this.negativeTtlMs = options.negativeTtlMs ?? PROJECT_CACHE_NEGATIVE_MS
    this.timeoutMs = options.timeoutMs ?? PROJECT_CHECK_TIMEOUT_MS
    this.now = options.now ?? Date.now
  }

  /** Whether `projectId` may connect, from the cache or the gateway. */
  async check(projectId: string): Promise<ProjectVerdict> {
    const cached = this.cache.get(projectId)
    if (cached && cached.until > this.now()) return this.verdict(cached.known)
    let pending = this.inflight.get(projectId)
    if (!pending) {
      pending = this.ask(projectId).finally(() => this.inflight.delete(projectId))
      this.inflight.set(projectId, pending)
    }
    const answer = await pending
    if (answer === 'unreachable') {
      if (cached?.known) {
        // Ask again after the negative TTL rather than on every connection while the gateway is down.
        this.remember(projectId, true, this.negativeTtlMs)
        return { ok: true }
      }
      return { ok: false, kind: 'unavailable', reason: PROJECT_CHECK_UNAVAILABLE_REASON }
    }
    const known = answer === 'known'
    this.remember(projectId, known, known ? this.positiveTtlMs : this.negativeTtlMs)
    return this.verdict(known)
  }

  private verdict(known: boolean): ProjectVerdict {
    return known ? { ok: true } : { ok: false, kind: 'unknown', reason: UNKNOWN_PROJECT_REASON }
  }

  private remember(projectId: string, known: boolean, ttlMs: number): void {
    this.cache.delete(projectId)
    if (this.cache.size >= PROJECT_CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value
      if (oldest !== undefined) this.cache.delete(oldest)
    }
    this.cache.set(projectId, { known, until: this.now() + ttlMs })
  }

  private async ask(projectId: string): Promise<GatewayAnswer> {
    this.gatewayRequests++
    const url = new URL('/projects/v1/origins', this.options.gatewayUrl)
    url.searchParams.set('projectId', projectId)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
      await res.body?.cancel()
      if (res.status === 200) return 'known'
      if (res.status === 400 || res.status === 401 || res.status === 403) return 'unknown'
      this.options.logger.warn('project check: unexpected gateway answer', { status: res.status })
      return 'unreachable'
    } catch (e) {
      this.options.logger.warn('project check: gateway unreachable', { error: (e as Error).message })
      return 'unreachable'
    }
  }
}
