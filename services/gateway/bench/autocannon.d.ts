// The subset of autocannon 8's programmatic API that getWallets.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface AutocannonRequest {
    method?: string
    path: string
  }
  interface AutocannonOptions {
    url: string
    connections?: number
    duration?: number
    overallRate?: number
    headers?: Record<string, string>
    requests?: AutocannonRequest[]
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    max: number
  }
  interface AutocannonResult {
    latency: Histogram
    requests: Histogram & { total: number }
    errors: number
    timeouts: number
    non2xx: number
    duration: number
  }
  interface Instance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void
  }
  function autocannon(options: AutocannonOptions): Instance
  export default autocannon
}
