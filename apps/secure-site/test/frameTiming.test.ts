// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { showApproval } from '../src/frame/approvalScreen.js'
import { startFrameRuntime } from '../src/frame/frameRuntime.js'
import { MEASURES_KEPT, measureSince, REQUEST_MEASURE, USER_WAIT_MEASURE } from '../src/frame/frameTiming.js'
import { fakeVisibilityPage, VISIBLE } from './fakeVisibility.js'

// Issue 22 (Performance): the frame leaves its own timings for `npm run bench`, telling its time apart from the
// user's. No requirement ID covers them.
const APP = 'http://127.0.0.1:5173'
const measures = (name: string) => performance.getEntriesByName(name, 'measure') as PerformanceMeasure[]

/** A stand-in for the iframe's window: the test delivers messages to the runtime's listener. */
function frameWindow() {
  let listener: ((e: MessageEvent) => void) | undefined
  const parent = { postMessage: () => undefined }
  const win = {
    parent,
    addEventListener: (_: string, l: (e: MessageEvent) => void) => {
      listener = l
    },
    removeEventListener: () => undefined,
  } as unknown as Window
  const deliver = (data: unknown) =>
    listener?.({ data, origin: APP, source: parent } as unknown as MessageEvent)
  return { win, deliver }
}

describe("the secure site's timings (issue 22, Performance)", () => {
  afterEach(() => performance.clearMeasures())

  it('each answered request leaves a measure with its type and method; the approval screen, the time it waited for the user', async () => {
    const { win, deliver } = frameWindow()
    let approved: Promise<boolean> | undefined
    startFrameRuntime(win, APP, {
      RPC_REQUEST: async (payload: { method: string }) => {
        const page = fakeVisibilityPage()
        approved = showApproval(document, payload, {
          guardEnv: { ...page.env, setTimeout: (h) => setTimeout(h, 0) },
        })
        page.report(VISIBLE)
        // Approve is enabled once the screen (its details load on demand) was seen.
        await expect
          .poll(
            () => document.querySelector<HTMLButtonElement>('[data-testid="approve-confirm"]')?.disabled,
            {
              timeout: 15_000,
            },
          )
          .toBe(false)
        document.querySelector<HTMLButtonElement>('[data-testid="approve-confirm"]')?.click()
        return (await approved) ? '0xsigned' : null
      },
    })
    deliver({ type: '@w3m-app/RPC_REQUEST', id: 'request-0001', payload: { method: 'personal_sign' } })
    await expect.poll(() => measures(REQUEST_MEASURE).length).toBe(1)
    const [request] = measures(REQUEST_MEASURE)
    const [wait] = measures(USER_WAIT_MEASURE)
    expect(request?.detail).toEqual({ type: 'RPC_REQUEST', method: 'personal_sign' })
    expect(wait?.detail).toEqual({ screen: 'approve-screen' })
    // The wait lies inside the request, and the frame's own time is what is left.
    expect(wait?.startTime).toBeGreaterThanOrEqual(request?.startTime ?? Number.POSITIVE_INFINITY)
    expect((wait?.startTime ?? 0) + (wait?.duration ?? 0)).toBeLessThanOrEqual(
      (request?.startTime ?? 0) + (request?.duration ?? 0),
    )
  })

  it(`keeps at most ${MEASURES_KEPT} measures of a name, so a long-lived frame does not grow its timeline`, () => {
    for (let i = 0; i < MEASURES_KEPT * 2 + 5; i++) measureSince(REQUEST_MEASURE, performance.now(), { i })
    expect(measures(REQUEST_MEASURE).length).toBeLessThanOrEqual(MEASURES_KEPT)
    expect(measures(REQUEST_MEASURE).at(-1)?.detail).toEqual({ i: MEASURES_KEPT * 2 + 4 })
  })
})
