import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants.js'

/** C-20: preloads an image; resolves when it loads, fails, or after 2 s, whichever comes first. */
export function preloadImage(src: string, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    if (typeof Image === 'undefined') return
    const image = new Image()
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    image.onload = done
    image.onerror = done
    image.src = src
  })
}
