/** Options of {@link startStack}. */
export interface StartStackOptions {
  /** Run the demo app (Vite dev server). Default true. */
  demo?: boolean
  /** Run the relay (when services/relay/src/main.ts exists). Default true. */
  relay?: boolean
  /** Merged over `process.env` for reading ports and for every child (e.g. PORTICO_GATEWAY_PORT). */
  env?: Record<string, string>
  /** Receives every output line of every service, prefixed with `[name] `. Default: console.log. */
  log?: (line: string) => void
  /** Aborting it during startup stops what started and rejects. */
  signal?: AbortSignal
}

/** A running stack. */
export interface Stack {
  urls: {
    demo?: string
    gateway: string
    relay?: string
    evmA: string
    evmB: string
    /** The devnet Solana's JSON-RPC. */
    solana: string
    /** The development mail catcher's `GET /email` (MailDev REST format). */
    mail?: string
    /** The embedded wallet's secure site. */
    secure?: string
    /** The ERC-4337 bundlers (alto) of chains A and B. */
    bundlerA?: string
    bundlerB?: string
  }
  /** Port variable to port, for every service that runs. */
  ports: Record<string, number>
  /** SIGTERM to every service's process group, SIGKILL after 3 s; resolves once all are gone. */
  stop(): Promise<void>
  /** Resolves when a service exits on its own after startup (not through stop()). */
  exited: Promise<{ name: string; code: number | null; signal: string | null }>
}

/** Starts devnet, gateway, relay and demo and resolves once every one answers. */
export function startStack(options?: StartStackOptions): Promise<Stack>

/**
 * Every service's default port plus `offset`, by variable (`PORTICO_GATEWAY_PORT` …); a variable set in `env`
 * keeps its value. Throws on an offset outside 0–55000.
 */
export function offsetPorts(offset: number, env?: Record<string, string | undefined>): Record<string, string>
