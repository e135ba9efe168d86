import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants.js'
import { preloadImage } from './preloadImage.js'

/** An image element that records its source and never loads (Node has no Image; stood in for here). */
class NeverLoadingImage {
  static created: NeverLoadingImage[] = []
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  constructor() {
    NeverLoadingImage.created.push(this)
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  NeverLoadingImage.created = []
})

// Stand-in: an image that never loads (and one that loads on cue) as the Image global, under fake timers: no real
// image can be held unloaded for exactly 2 s, and core's tests run in Node, which has no Image.
describe('preloadImage', () => {
  it('C-20 T-10 an image that never loads resolves after 2000 ms, not before', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', NeverLoadingImage)
    let done = false
    void preloadImage('http://127.0.0.1/never.png').then(() => {
      done = true
    })
    expect(NeverLoadingImage.created[0]?.src).toBe('http://127.0.0.1/never.png')
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
  })

  it('C-20 an image that loads first resolves at once', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', NeverLoadingImage)
    let done = false
    void preloadImage('http://127.0.0.1/fast.png').then(() => {
      done = true
    })
    NeverLoadingImage.created[0]?.onload?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })
})
