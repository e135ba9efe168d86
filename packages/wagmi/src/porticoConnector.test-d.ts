import { anvil, createPorticoClient } from '@portico/core'
import type { EIP1193Provider } from 'viem'
import { expectTypeOf, test } from 'vitest'
import { type Connector, type CreateConnectorFn, createConfig, http } from 'wagmi'
import { porticoConnector } from './porticoConnector.js'
import { toViemChain } from './toViemChain.js'

test('porticoConnector is a wagmi connector function whose provider is EIP-1193', () => {
  const portico = createPorticoClient({ projectId: 'p', networks: [anvil], adapters: [] })
  const connector = porticoConnector({ portico })
  expectTypeOf(connector).toExtend<CreateConnectorFn>()
  const config = createConfig({
    chains: [toViemChain(anvil)],
    connectors: [connector],
    transports: { 31337: http() },
  })
  expectTypeOf(config.connectors[0]).toExtend<Connector | undefined>()
  type Provider = Awaited<ReturnType<ReturnType<ReturnType<typeof porticoConnector>>['getProvider']>>
  expectTypeOf<Provider>().toEqualTypeOf<EIP1193Provider>()
})

test('porticoConnector takes a Portico instance', () => {
  // @ts-expect-error the Portico instance is required
  porticoConnector({})
})
