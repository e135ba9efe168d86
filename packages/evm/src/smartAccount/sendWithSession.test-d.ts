import type { GrantPermissionsResult } from '@portico/core'
import { expectTypeOf, test } from 'vitest'
import type { SessionPermissionsContext } from './sendWithSession.js'

test('N-04 what portico.grantPermissions resolves is what sendWithSession takes as `permissions`', () => {
  expectTypeOf<GrantPermissionsResult>().toExtend<SessionPermissionsContext>()
})
