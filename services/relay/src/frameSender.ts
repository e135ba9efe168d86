import type { Writable } from 'node:stream'
import type { WebSocket } from 'ws'

/** Frames corked in one tick beyond this many characters are written at once. */
const CORK_FLUSH_CHARS = 64 * 1024

/**
 * Sends text frames on a WebSocket, corking its TCP socket until the end of the tick, so the frames of one
 * tick (a subscribe's kept messages, a burst of answers) leave in one write: one system call instead of one
 * per frame. Past {@link CORK_FLUSH_CHARS} in one tick it writes at once, as sending frame by frame did.
 */
export class FrameSender {
  private corked = false
  private corkedChars = 0

  /**
   * @param socket the WebSocket
   * @param transport the TCP socket under it (frames go uncorked without it)
   */
  constructor(
    private readonly socket: WebSocket,
    private readonly transport?: Pick<Writable, 'cork' | 'uncork'>,
  ) {}

  /** Sends the frame if the socket is open; dropped otherwise. */
  send(frame: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    const transport = this.transport
    if (!transport) {
      this.socket.send(frame)
      return
    }
    if (!this.corked) {
      this.corked = true
      this.corkedChars = 0
      transport.cork()
      process.nextTick(() => {
        this.corked = false
        transport.uncork()
      })
    }
    this.socket.send(frame)
    this.corkedChars += frame.length
    if (this.corkedChars > CORK_FLUSH_CHARS) {
      transport.uncork()
      transport.cork()
      this.corkedChars = 0
    }
  }
}
