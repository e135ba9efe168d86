// Readiness checks for the stack's services: an HTTP URL answering 200, or a line the service prints.

const HTTP_POLL_MS = 100
const HTTP_ATTEMPT_TIMEOUT_MS = 2_000

/** Resolves once `GET url` answers 200; rejects when `signal` aborts. */
export async function waitForHttp(url, signal) {
  while (!signal.aborted) {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(HTTP_ATTEMPT_TIMEOUT_MS)]),
      })
      await response.body?.cancel()
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, HTTP_POLL_MS))
  }
  throw signal.reason
}

/** Resolves once `child` prints a line matching `pattern`; rejects when `signal` aborts. */
export function waitForLine(child, pattern, signal) {
  return new Promise((resolve, reject) => {
    if (child.output().some((line) => pattern.test(line))) return resolve(undefined)
    const remove = child.onLine((line) => {
      if (!pattern.test(line)) return
      remove()
      resolve(undefined)
    })
    signal.addEventListener('abort', () => {
      remove()
      reject(signal.reason)
    })
  })
}
