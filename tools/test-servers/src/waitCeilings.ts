/**
 * Issue 23: a positive check waits for its condition with a generous ceiling. `vi.waitFor`'s default of 1 s (and
 * Testing Library's `waitFor`, configured where it is used) fails on a loaded 2-core machine although nothing is
 * wrong; with this file in a project's `setupFiles` a check that never comes true fails after
 * {@link WAIT_CEILING_MS} instead. A call that names its own timeout keeps it.
 */
import { vi } from 'vitest'

/** How long a positive check may wait for its condition by default. A ceiling, never a figure under test. */
export const WAIT_CEILING_MS = 15_000

const waitFor = vi.waitFor.bind(vi)
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: WAIT_CEILING_MS, ...options },
  )) as typeof vi.waitFor
