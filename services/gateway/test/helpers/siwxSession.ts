import { formatSiwxMessage } from '@portico/core'
import type { PrivateKeyAccount } from 'viem/accounts'

/**
 * Signs in with X as `account` on `chainId` through the gateway at `base` (nonce, CAIP-122 message signed by the
 * account, verify) from an app on `origin`; resolves the session token. The chain must be one the gateway has an
 * RPC URL for.
 */
export async function siwxSignIn(
  base: string,
  account: PrivateKeyAccount,
  chainId: `eip155:${string}`,
  projectId = 'portico-dev',
  origin = 'http://127.0.0.1:5173',
): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    })
    const answer = (await res.json()) as Record<string, unknown>
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`)
    return answer
  }
  const { nonce } = (await post('/auth/v1/siwx/nonce', {})) as { nonce: string }
  const message = formatSiwxMessage({
    domain: new URL(origin).host,
    accountAddress: account.address,
    chainId,
    statement: 'Sign in to buy',
    uri: origin,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
  })
  const { token } = (await post('/auth/v1/siwx/verify', {
    message,
    signature: await account.signMessage({ message }),
  })) as { token: string }
  return token
}
