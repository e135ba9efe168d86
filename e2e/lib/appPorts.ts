/**
 * The port of an example app a browser test starts itself, on the scheme of globalSetup: its default port plus
 * `PORTICO_E2E_PORT_OFFSET` (10000 unless set), unless `variable` names a port in the environment.
 */
export function examplePort(variable: string, defaultPort: number): number {
  const named = process.env[variable]
  if (named) {
    const port = Number(named)
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new Error(`${variable} must be a port number from 1 to 65535, got "${named}"`)
    return port
  }
  const offset = Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 10_000)
  if (!Number.isInteger(offset) || offset < 0 || offset > 55_000)
    throw new Error(`PORTICO_E2E_PORT_OFFSET must be an integer from 0 to 55000, got "${offset}"`)
  return defaultPort + offset
}

/** TEST-CONTRACT-style defaults of the example apps (`npm run dev` in each uses them too). */
export const WAGMI_EXAMPLE_PORT = 5175
export const NEXT_EXAMPLE_PORT = 5176
