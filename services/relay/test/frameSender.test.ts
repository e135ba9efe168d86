import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { FrameSender } from '../src/frameSender.js'

/** A WebSocket pair over real TCP; the server side's socket counts the writes that reach the kernel. */
async function pair(server: Server, wss: WebSocketServer) {
  const accepted = new Promise<{ ws: WebSocket; socket: Socket }>((resolve) =>
    server.once('upgrade', (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (ws) => resolve({ ws, socket: socket as Socket })),
    ),
  )
  const address = server.address() as { port: number }
  const client = new WebSocket(`ws://127.0.0.1:${address.port}`)
  const received: string[] = []
  client.on('message', (d) => received.push(d.toString()))
  await new Promise((r) => client.once('open', r))
  const { ws, socket } = await accepted
  const writes = { count: 0 }
  // Count system-call-level writes: one per _write/_writev the stream hands to the socket.
  const writev = socket._writev?.bind(socket)
  const write = socket._write.bind(socket)
  socket._writev = (chunks, cb) => {
    writes.count++
    writev?.(chunks, cb)
  }
  socket._write = (chunk, enc, cb) => {
    writes.count++
    write(chunk, enc, cb)
  }
  return { client, received, sender: new FrameSender(ws, socket), writes }
}

describe('FrameSender (issue 17: fewer writes on reconnect bursts)', () => {
  let server: Server
  let wss: WebSocketServer
  beforeAll(async () => {
    server = createServer()
    wss = new WebSocketServer({ noServer: true })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })
  afterAll(async () => {
    wss.close()
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
  }

  it('the frames of one tick leave in one write, all of them, in order', async () => {
    const { client, received, sender, writes } = await pair(server, wss)
    const frames = Array.from({ length: 50 }, (_, i) => `{"id":${i}}`)
    for (const f of frames) sender.send(f)
    await until(() => received.length === 50)
    expect(received).toEqual(frames)
    expect(writes.count).toBe(1)
    client.terminate()
  })

  it('past 64 KiB in one tick it writes as it goes, and nothing is lost or reordered', async () => {
    const { client, received, sender, writes } = await pair(server, wss)
    const frames = Array.from({ length: 40 }, (_, i) => `${i}:`.padEnd(10_000, 'x'))
    for (const f of frames) sender.send(f)
    await until(() => received.length === 40)
    expect(received).toEqual(frames)
    expect(writes.count).toBeGreaterThan(1)
    expect(writes.count).toBeLessThan(40)
    client.terminate()
  })
})
