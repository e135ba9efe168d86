import { EIP155_ADDRESS_PATTERN } from '@portico/core'
import { PROJECT_ID_PATTERN } from '../projects/projectRepo.js'

/** Longest `st` / `sv` value accepted. */
const MAX_SDK_FIELD_LENGTH = 64

/** Query parameters the modal adds to every call (SPEC §7: projectId, st, sv). */
export const clientQueryProperties = {
  projectId: {
    type: 'string',
    pattern: `^(${PROJECT_ID_PATTERN.slice(1, -1)})?$`,
    description: 'Project id',
  },
  st: { type: 'string', maxLength: MAX_SDK_FIELD_LENGTH, description: 'SDK type' },
  sv: { type: 'string', maxLength: MAX_SDK_FIELD_LENGTH, description: 'SDK version' },
} as const

/** The `{address}` path parameter of the account routes: an EVM address. */
export const addressParamsSchema = {
  type: 'object',
  required: ['address'],
  properties: { address: { type: 'string', pattern: EIP155_ADDRESS_PATTERN } },
} as const

/** Error responses shared by every route (documented in OpenAPI). */
export const errorResponseCodes = ['400', '401', '403', '404', '408', '413', '415', '429', '503'] as const
