/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/**
 * The one data-access interface of the gateway, implemented by PGlite (embedded) and by `pg` (a
 * PostgreSQL server). Repositories take a `Db` and never know which driver is behind it.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * A dedicated connection outside the pool, for session-level advisory locks (PostgreSQL only; PGlite is
   * one process's own database, so it has none).
   */
  session?(): Promise<DbSession>
  /** Runs `fn` in one transaction on one connection; commits on success, rolls back on throw. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** One dedicated database connection; `lost` turns true when it broke (its session locks are gone). */
export interface DbSession extends Queryable {
  readonly lost: boolean
  close(): Promise<void>
}
