import type { AddressInfo } from 'node:net'
import { createGateway, type Gateway, type GatewayConfig } from '../../src/index.js'
import type { TestDatabase } from './databases.js'

/** A gateway listening on an ephemeral port. */
export interface RunningGateway {
  gateway: Gateway
  /** `http://127.0.0.1:<port>` */
  base: string
  close(): Promise<void>
}

/** Starts a gateway on `database` (fresh) with `config`, listening on port 0. */
export async function startGateway(
  database: TestDatabase,
  config: GatewayConfig = {},
): Promise<RunningGateway> {
  const gateway = await createGateway({ ...(await database.create()), ...config })
  await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = gateway.app.server.address() as AddressInfo
  return { gateway, base: `http://127.0.0.1:${port}`, close: () => gateway.close() }
}
