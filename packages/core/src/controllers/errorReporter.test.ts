import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from '../constants.js'
import { evmNetwork, injectedConnector, scriptedAdapter } from '../testing/fixtures.js'
import { startLocalGateway } from '../testing/localGateway.js'

const gateways: { close(): Promise<void> }[] = []

async function setup(analytics = true, eventStatus?: () => number, connect = true) {
  const gateway = await startLocalGateway(eventStatus)
  gateways.push(gateway)
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  evm.adapter.signMessage = async () => {
    throw new Error('signer exploded')
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337)],
      adapters: [evm.adapter],
      gatewayUrl: gateway.url,
      features: { analytics },
    },
    { isMobile: () => false, now: () => Date.now() },
  )
  if (connect) await client.connectExternal(injectedConnector())
  const errorReports = () => gateway.events().filter((body) => body.props.type === 'error')
  const fail = () => client.signMessage('hello').catch((e: unknown) => e)
  /** Lets every pending report reach the gateway (real I/O), with a margin for ones that must not come. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150))
  return { client, gateway, errorReports, fail, settle }
}

describe('error reports', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await Promise.all(gateways.splice(0).map((g) => g.close()))
  })

  it('P-13 a wrapped function that throws posts type, event, errorType, errorMessage and stackTrace to /e', async () => {
    const { errorReports, fail } = await setup()
    const error = await fail()
    expect(error).toMatchObject({ category: 'INTERNAL_SDK_ERROR', message: 'signer exploded' })
    await vi.waitFor(() => expect(errorReports()).toHaveLength(1))
    const [report] = errorReports()
    expect(report?.props).toMatchObject({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'PorticoError',
      errorMessage: 'signer exploded',
    })
    expect(report?.props.stackTrace).toContain('signer exploded')
  })

  it('P-14 T-27 7 errors at t=0 send 5 reports; one more at t=61 s sends the 6th', async () => {
    // Only the clock is faked (the window reads it); the HTTP requests are real.
    vi.useFakeTimers({ toFake: ['Date'] })
    const { errorReports, fail, settle } = await setup()
    for (let i = 0; i < 7; i++) await fail()
    await vi.waitFor(() => expect(errorReports()).toHaveLength(ERROR_REPORTS_PER_WINDOW))
    await settle()
    expect(errorReports()).toHaveLength(ERROR_REPORTS_PER_WINDOW)
    vi.setSystemTime(Date.now() + ERROR_REPORT_WINDOW_MS + 1_000)
    await fail()
    await vi.waitFor(() => expect(errorReports()).toHaveLength(ERROR_REPORTS_PER_WINDOW + 1))
  })

  it('P-14 T-27 with analytics off no error is reported', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { gateway, fail, settle } = await setup(false)
    for (let i = 0; i < 7; i++) await fail()
    vi.setSystemTime(Date.now() + ERROR_REPORT_WINDOW_MS + 1_000)
    await fail()
    await settle()
    expect(gateway.received).toEqual([])
  })

  it('P-12 S-15 three 403 answers from /e open Invalid App Configuration once; a 2xx resets that', async () => {
    let status = 403
    const { client, gateway } = await setup(true, () => status, false)
    const alerts: string[] = []
    client.stores.notifications.subscribe((s, prev) => {
      if (s.alert && s.alert.id !== prev.alert?.id) alerts.push(s.alert.message)
    })
    const posts = () => gateway.events().length
    client.open()
    client.close()
    client.open()
    await vi.waitFor(() => expect(posts()).toBe(3))
    await new Promise((r) => setTimeout(r, 50))
    expect(alerts).toEqual(['Invalid App Configuration'])
    status = 204
    client.close()
    await vi.waitFor(() => expect(posts()).toBe(4))
    await new Promise((r) => setTimeout(r, 50))
    status = 403
    client.open()
    await vi.waitFor(() => expect(posts()).toBe(5))
    await vi.waitFor(() => expect(alerts).toEqual(['Invalid App Configuration', 'Invalid App Configuration']))
  })
})
