import type { AddressInfo } from 'node:net'
import WebSocket, { WebSocketServer } from 'ws'

/**
 * One publish a client sent, as the relay received it: an `irn_publish`, or the official clients'
 * `wc_proposeSession` (tag 1100 at the relay; it carries no prompt flag, recorded as null).
 */
export type RecordedPublish = {
  clientId: string
  method: string
  topic: string
  tag: number
  ttl: number
  prompt: boolean | null
}

/** The `iss` (did:key client id) of the auth JWT in a relay URL's query. */
function clientIdOfUrl(url: string): string {
  const auth = new URL(url, 'ws://x').searchParams.get('auth') ?? ''
  const payload = auth.split('.')[1] ?? ''
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: string }).iss ?? ''
  } catch {
    return ''
  }
}

/**
 * A WebSocket proxy in front of a relay that records every publish its clients send (topic, tag, TTL,
 * prompt flag), by client id. Start it first, start the relay with `publicUrl: recorder.url` (the JWT
 * audience), then `setTarget(relay.url)`.
 */
export async function startFrameRecorder() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  const publishes: RecordedPublish[] = []
  let target = ''

  server.on('connection', (client, request) => {
    const clientId = clientIdOfUrl(request.url ?? '')
    const upstream = new WebSocket(`${target}${request.url?.replace(/^\/?/, '/') ?? '/'}`)
    const queued: string[] = []
    client.on('message', (data) => {
      const text = data.toString()
      try {
        const frame = JSON.parse(text) as { method?: string; params?: Record<string, unknown> }
        const p = frame.params
        if (frame.method === 'irn_publish' && p) {
          publishes.push({
            clientId,
            method: frame.method,
            topic: String(p.topic),
            tag: Number(p.tag),
            ttl: Number(p.ttl),
            prompt: p.prompt === true,
          })
        } else if (frame.method === 'wc_proposeSession' && p) {
          publishes.push({
            clientId,
            method: frame.method,
            topic: String(p.pairingTopic),
            tag: 1100,
            ttl: Number(p.ttl),
            prompt: null,
          })
        }
      } catch {}
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text)
      else queued.push(text)
    })
    upstream.on('open', () => {
      for (const text of queued.splice(0)) upstream.send(text)
    })
    upstream.on('message', (data) => client.readyState === WebSocket.OPEN && client.send(data.toString()))
    upstream.on('close', (code, reason) =>
      client.close(code === 1000 || code === 1001 || code >= 3000 ? code : 1000, reason.toString()),
    )
    upstream.on('error', () => client.terminate())
    client.on('close', () => upstream.close())
  })

  return {
    url,
    publishes,
    setTarget(relayUrl: string) {
      target = relayUrl.replace(/\/$/, '')
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolve())
      }),
  }
}
