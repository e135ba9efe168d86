/**
 * Issue 23: Testing Library's `waitFor` and `findBy…` wait for their condition with the same generous ceiling as
 * `vi.waitFor` (tools/test-servers/src/waitCeilings.ts) instead of its 1 s default, which fails on a loaded
 * machine although nothing is wrong. In the `setupFiles` of the projects that render React.
 */
import { configure } from '@testing-library/dom'
import { WAIT_CEILING_MS } from '../../../../tools/test-servers/src/waitCeilings.js'

configure({ asyncUtilTimeout: WAIT_CEILING_MS })
