import { getPlainAddress } from '../caip/caip.js'
import { BaseError } from '../errors/BaseError.js'
import { ValidationError } from '../errors/errors.js'
import { ErrorMessages } from '../errors/messages.js'
import { patchAccountState } from '../stores/chains.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/network.js'
import type { CoreContext } from './context.js'

/** Longest label kept; the account header has room for about this much. */
const MAX_LABEL_LENGTH = 100

/**
 * E-20: the key of an address in `addressLabels`: the plain address (a CAIP address is reduced to it),
 * lower-cased on eip155 where case is only a checksum. Other namespaces keep case (base58 is case-sensitive).
 */
export function addressLabelKey(namespace: ChainNamespace, address: string): string {
  const plain = getPlainAddress(address) ?? address
  return namespace === 'eip155' ? plain.toLowerCase() : plain
}

function checkTarget(
  ctx: CoreContext,
  address: unknown,
  namespace: unknown,
): asserts namespace is ChainNamespace {
  if (typeof address !== 'string' || address.trim() === '') {
    throw new ValidationError('Invalid address label', { details: 'address must be a non-empty string' })
  }
  if (!CHAIN_NAMESPACES.includes(namespace as ChainNamespace)) {
    throw new ValidationError('Invalid address label', { details: `unknown namespace ${String(namespace)}` })
  }
  if (!ctx.chains.getState().chains[namespace as ChainNamespace]) {
    // S-40: setting an account prop on a chain the app did not configure.
    throw new BaseError(ErrorMessages.CHAIN_REQUIRED_ACCOUNT_PROP, {
      details: `no network of ${namespace} is configured`,
    })
  }
}

/** E-20: host-set labels that replace the truncated address in the account UI. */
export function createAddressLabelController(ctx: CoreContext) {
  const labelsOf = (namespace: ChainNamespace) =>
    ctx.chains.getState().chains[namespace]?.accountState.addressLabels ?? {}

  return {
    /** Shows `label` instead of `address` (plain or CAIP) in the account UI of `namespace`. */
    addAddressLabel(address: string, label: string, namespace: ChainNamespace) {
      checkTarget(ctx, address, namespace)
      if (typeof label !== 'string' || label.trim() === '' || label.length > MAX_LABEL_LENGTH) {
        throw new ValidationError('Invalid address label', {
          details: `label must be a non-empty string of at most ${MAX_LABEL_LENGTH} characters`,
        })
      }
      const key = addressLabelKey(namespace, address)
      patchAccountState(ctx.chains, namespace, { addressLabels: { ...labelsOf(namespace), [key]: label } })
    },
    /** Removes the label of `address`; the account UI shows the address again. */
    removeAddressLabel(address: string, namespace: ChainNamespace) {
      checkTarget(ctx, address, namespace)
      const { [addressLabelKey(namespace, address)]: _removed, ...rest } = labelsOf(namespace)
      patchAccountState(ctx.chains, namespace, { addressLabels: rest })
    },
  }
}
