import { parseSiwxMessage, SIWX_ACCOUNT_ADDRESS_PLACEHOLDER } from '@portico/core'
import { type AnvilChain, startAnvil } from '@portico/devnet'
import { createEmbeddedProvider, type FrameTransport, loginStorage } from '@portico/embedded-wallet'
import { freePort } from '@portico/test-servers'
import { type Hex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHandlers } from '../src/frame/frameHandlers.js'
import { gatewayAuth } from '../src/frame/gatewayAuth.js'
import { sessionStore } from '../src/frame/sessionStore.js'
import { signSiwxAtLogin } from '../src/frame/siwxAtLogin.js'
import {
  memoryStorage,
  PROJECT,
  type SiteStack,
  siteCalls,
  startSiteStack,
  typedCodes,
  userTypes,
} from './siteStack.js'
import { gatewayNonce, siwxTemplate } from './siwxTemplate.js'

const APP_ORIGIN = 'https://app.example'
/** A sign-in message as core's M-07 step creates it: the address is the placeholder. */
const template = (nonce: string, overrides: { domain?: string; chainId?: `${string}:${string}` } = {}) =>
  siwxTemplate(nonce, APP_ORIGIN, overrides)

describe('M-07 the secure site signs the SIWX message at login', () => {
  const key = privateKeyToAccount(generatePrivateKey())
  const signer = { address: key.address, signMessage: (message: string) => key.signMessage({ message }) }

  it('M-07 fills <<AccountAddress>> with the account and signs the filled message with its key', async () => {
    const signed = await signSiwxAtLogin(template('abcdefgh1'), signer, APP_ORIGIN)
    expect(signed.message.split('\n')[1]).toBe(key.address)
    expect(signed.message).not.toContain(SIWX_ACCOUNT_ADDRESS_PLACEHOLDER)
    expect(parseSiwxMessage(signed.message)).toMatchObject({
      accountAddress: key.address,
      domain: 'app.example',
    })
    expect(
      await verifyMessage({ address: key.address, message: signed.message, signature: signed.signature }),
    ).toBe(true)
  })

  it('M-07 refuses a message for another site, without the placeholder, off EVM, or not a string', async () => {
    await expect(
      signSiwxAtLogin(template('abcdefgh2', { domain: 'evil.example' }), signer, APP_ORIGIN),
    ).rejects.toThrow('siwxMessage must be a sign-in to app.example')
    // The app's own domain with another site's URI is a sign-in to that site (the gateway refuses it too).
    const otherUri = template('abcdefgh5').replace(/^URI: .*$/m, 'URI: https://evil.example/login')
    await expect(signSiwxAtLogin(otherUri, signer, APP_ORIGIN)).rejects.toThrow(
      'siwxMessage must be a sign-in to app.example',
    )
    const filled = template('abcdefgh3').replace(SIWX_ACCOUNT_ADDRESS_PLACEHOLDER, key.address)
    await expect(signSiwxAtLogin(filled, signer, APP_ORIGIN)).rejects.toThrow(
      SIWX_ACCOUNT_ADDRESS_PLACEHOLDER,
    )
    const solana = template('abcdefgh4', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    await expect(signSiwxAtLogin(solana, signer, APP_ORIGIN)).rejects.toThrow('EVM network')
    await expect(signSiwxAtLogin(42, signer, APP_ORIGIN)).rejects.toThrow('Invalid siwxMessage')
    await expect(signSiwxAtLogin('x'.repeat(9000), signer, APP_ORIGIN)).rejects.toThrow('Invalid siwxMessage')
  })
})

// Real parts: the gateway (nonce, email code, custody, SIWX verify) on an anvil chain, the mail catcher and the
// site key service;
// the app-side embedded provider talks to the real frame handlers through `bridge` (no browser here).
describe('M-07 email login with a sign-in message: connectOtp → signed session the gateway accepts', () => {
  // An app on the development project's allow-list: the gateway accepts only sign-ins to those origins.
  const appOrigin = 'http://127.0.0.1:5173'
  let chain: AnvilChain
  let stack: SiteStack
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31337, port: await freePort() })
    stack = await startSiteStack({ 'eip155:31337': chain.rpcUrl })
  })
  afterAll(async () => {
    await stack?.close()
    await chain?.stop()
  })

  it('M-07 CONNECT_OTP with siwxMessage returns the message signed for the embedded account; the gateway verifies it', async () => {
    const codes = typedCodes()
    const calls = siteCalls(stack)
    const handlers = frameHandlers({
      gatewayUrl: stack.gatewayUrl,
      projectId: PROJECT,
      wrapKeyUrl: stack.wrapKeyUrl,
      calls,
      auth: gatewayAuth(calls),
      sessions: sessionStore(memoryStorage()),
      approve: async () => true,
      fetch: stack.siteFetch,
      chainId: 31337,
      appOrigin,
      codes,
    })
    const bridge = {
      request: async (type: string, payload?: unknown) =>
        (handlers as Record<string, (p: unknown) => Promise<unknown>>)[type]!(payload ?? {}),
    } as FrameTransport
    const wallet = createEmbeddedProvider({
      frame: bridge,
      storage: loginStorage(memoryStorage()),
      defaultChainId: 31337,
    })

    const nonce = await gatewayNonce(stack.gatewayUrl, PROJECT)
    const email = 'siwx-at-login@example.com'
    const since = Date.now() - 1
    await wallet.connectEmail(email)
    const code = await stack.codeFor(email, since)
    const [user] = await Promise.all([
      wallet.connectOtp({ siwxMessage: siwxTemplate(nonce, appOrigin) }),
      userTypes(codes, code),
    ])
    expect(user.siwx?.message.split('\n')[1]).toBe(user.address)
    const signature = user.siwx?.signature as Hex
    expect(
      await verifyMessage({ address: user.address as Hex, message: user.siwx!.message, signature }),
    ).toBe(true)

    const verify = await fetch(`${stack.gatewayUrl}/auth/v1/siwx/verify?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: user.siwx!.message, signature }),
    })
    expect(verify.status, await verify.clone().text()).toBe(200)
    const { session } = (await verify.json()) as { session: { address: string } }
    expect(session.address.toLowerCase()).toBe(user.address.toLowerCase())

    // Without a message the login answers as before (no siwx).
    const other = 'no-siwx-at-login@example.com'
    const otherSince = Date.now() - 1
    await wallet.connectEmail(other)
    const otherCode = await stack.codeFor(other, otherSince)
    const [again] = await Promise.all([wallet.connectOtp(), userTypes(codes, otherCode)])
    expect(again.siwx).toBeUndefined()
  })
})
