import { startPostgres } from '@portico/test-servers'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL server shared by the gateway tests. */
    postgresUrl: string
  }
}

/** Starts one PostgreSQL server for the whole `gateway` project; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const server = await startPostgres()
  project.provide('postgresUrl', server.url)
  return () => server.stop()
}
