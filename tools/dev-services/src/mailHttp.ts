import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { MailStore } from './mailStore.js'

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

/** Paths of MailDev's REST API that the catcher answers. */
const EMAIL_ITEM = /^\/email\/([^/]+)$/

/**
 * The catcher's web side, in MailDev's REST format: `GET /email` (every message, oldest first),
 * `GET /email/:id`, `DELETE /email/:id`, `DELETE /email/all` and `GET /healthz`.
 */
export function createMailHttpServer(store: MailStore): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://catcher').pathname.replace(/\/+$/, '') || '/'
    if (req.method === 'GET' && path === '/healthz') return json(res, 200, true)
    if (req.method === 'GET' && path === '/email') return json(res, 200, store.all())
    if (req.method === 'DELETE' && path === '/email/all') {
      store.clear()
      return json(res, 200, true)
    }
    const item = EMAIL_ITEM.exec(path)
    if (item?.[1]) {
      const id = decodeURIComponent(item[1])
      if (req.method === 'GET') {
        const mail = store.get(id)
        return mail ? json(res, 200, mail) : json(res, 404, { error: 'No message with that id' })
      }
      if (req.method === 'DELETE') {
        return store.delete(id) ? json(res, 200, true) : json(res, 404, { error: 'No message with that id' })
      }
    }
    return json(res, 404, { error: 'Not found' })
  })
}
