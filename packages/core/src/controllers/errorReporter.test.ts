import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from '../constants.js'
import { evmNetwork, injectedConnector, scriptedAdapter } from '../testing/fixtures.js'

/**
 * The gateway is stood in for by a fetch function here (core's unit tests run without a server; the real
 * `/e` route is tested in services/gateway): analytics is enabled and `/e` answers `eventStatus`.
 */
function gatewayFetch(eventStatus: () => number) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input)
    if (url.includes('getAnalyticsConfig')) return Response.json({ isAnalyticsEnabled: true })
    if (url.includes('/e?')) return new Response(null, { status: eventStatus() })
    return new Response('not here', { status: 503 })
  })
}

async function setup(analytics = true) {
  const fetch = gatewayFetch(() => 204)
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  evm.adapter.signMessage = async () => {
    throw new Error('signer exploded')
  }
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      networks: [evmNetwork(31337)],
      adapters: [evm.adapter],
      features: { analytics },
    },
    { fetch, isMobile: () => false, now: () => Date.now() },
  )
  await client.connectExternal(injectedConnector())
  const errorReports = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).includes('/e?'))
      .map(([, init]) => JSON.parse(String(init?.body)) as { props: Record<string, unknown> })
      .filter((body) => body.props.type === 'error')
  const fail = () => client.signMessage('hello').catch((e: unknown) => e)
  return { client, fetch, errorReports, fail }
}

describe('error reports', () => {
  afterEach(() => {
    vi.useRealTimers()
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
    vi.useFakeTimers()
    const { errorReports, fail } = await setup()
    for (let i = 0; i < 7; i++) await fail()
    await vi.advanceTimersByTimeAsync(10)
    expect(errorReports()).toHaveLength(ERROR_REPORTS_PER_WINDOW)
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_WINDOW_MS + 1_000)
    await fail()
    await vi.advanceTimersByTimeAsync(10)
    expect(errorReports()).toHaveLength(ERROR_REPORTS_PER_WINDOW + 1)
  })

  it('P-14 T-27 with analytics off no error is reported', async () => {
    vi.useFakeTimers()
    const { fetch, fail } = await setup(false)
    for (let i = 0; i < 7; i++) await fail()
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_WINDOW_MS + 1_000)
    await fail()
    await vi.advanceTimersByTimeAsync(10)
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/e?'))).toEqual([])
  })

  it('P-12 S-15 three 403 answers from /e open Invalid App Configuration once; a 2xx resets that', async () => {
    let status = 403
    const fetch = gatewayFetch(() => status)
    const client = createPorticoClient(
      { projectId: 'portico-dev', networks: [evmNetwork(31337)], features: { analytics: true } },
      { fetch, isMobile: () => false },
    )
    const alerts: string[] = []
    client.stores.notifications.subscribe((s, prev) => {
      if (s.alert && s.alert.id !== prev.alert?.id) alerts.push(s.alert.message)
    })
    const posts = () => fetch.mock.calls.filter(([url]) => String(url).includes('/e?')).length
    client.open()
    client.close()
    client.open()
    await vi.waitFor(() => expect(posts()).toBe(3))
    await new Promise((r) => setTimeout(r, 10))
    expect(alerts).toEqual(['Invalid App Configuration'])
    status = 204
    client.close()
    await vi.waitFor(() => expect(posts()).toBe(4))
    status = 403
    client.open()
    await vi.waitFor(() => expect(posts()).toBe(5))
    await vi.waitFor(() => expect(alerts).toEqual(['Invalid App Configuration', 'Invalid App Configuration']))
  })
})
