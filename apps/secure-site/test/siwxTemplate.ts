import { createSiwxMessage, SIWX_ACCOUNT_ADDRESS_PLACEHOLDER } from '@portico/core'

/**
 * M-07: a sign-in message as core's step creates it for the app at `appOrigin`: the address is the placeholder,
 * the domain the app's host unless `overrides` say otherwise.
 */
export function siwxTemplate(
  nonce: string,
  appOrigin: string,
  overrides: { domain?: string; chainId?: `${string}:${string}` } = {},
): string {
  return createSiwxMessage({
    domain: overrides.domain ?? new URL(appOrigin).host,
    accountAddress: SIWX_ACCOUNT_ADDRESS_PLACEHOLDER,
    chainId: overrides.chainId ?? 'eip155:31337',
    statement: 'Please sign with your account',
    uri: appOrigin,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  }).toString()
}

/** A one-time nonce from the gateway's SIWX endpoint, so the signed message can be verified there. */
export async function gatewayNonce(gatewayUrl: string, projectId: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/auth/v1/siwx/nonce?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  return ((await res.json()) as { nonce: string }).nonce
}
