import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/**
 * F-30: what an app outside the project's allow-list gets in the frame: no wallet, only a page that tells its
 * embedder `@w3m-frame/UNVERIFIED_DOMAIN` (shown as 'Invalid App Configuration'). It posts to the embedder's
 * own origin, read from the referrer (the app's frame sends `referrerPolicy: origin`).
 */
const SCRIPT =
  "parent.postMessage({type:'@w3m-frame/UNVERIFIED_DOMAIN',payload:{}},new URL(document.referrer).origin)"
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`

/** Answers the refusal page: frameable by `embedder` only, running nothing but its one script. */
export function sendRefusalPage(res: ServerResponse, embedder: string): void {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `frame-ancestors ${embedder}; default-src 'none'; script-src ${SCRIPT_HASH}; base-uri 'none'`,
  })
  res.end(`<!doctype html><title>Portico</title><script>${SCRIPT}</script>`)
}
