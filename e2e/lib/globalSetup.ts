import type { TestProject } from 'vitest/node'
import { startStack } from '../../scripts/stack.mjs'

/** Test ports: the defaults plus 10000, unless the environment names others. */
const TEST_PORTS = {
  PORTICO_DEMO_PORT: '15173',
  PORTICO_GATEWAY_PORT: '18787',
  PORTICO_RELAY_PORT: '18788',
  PORTICO_EVM_A_PORT: '18545',
  PORTICO_EVM_B_PORT: '18546',
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { demo: string; gateway: string; relay: string; evmA: string; evmB: string }
  }
}

export default async function setup(project: TestProject) {
  const env = Object.fromEntries(
    Object.entries(TEST_PORTS).map(([variable, port]) => [variable, process.env[variable] ?? port]),
  )
  const lines: string[] = []
  const stack = await startStack({ env, log: (line) => lines.push(line) })
  project.provide('stack', {
    demo: stack.urls.demo ?? '',
    gateway: stack.urls.gateway,
    relay: stack.urls.relay ?? '',
    evmA: stack.urls.evmA,
    evmB: stack.urls.evmB,
  })
  return async () => {
    await stack.stop()
    if (process.env.PORTICO_E2E_LOGS) console.log(lines.join('\n'))
  }
}
