import WebSocket from 'ws'
import type { WebSocketConstructor } from '../relay/relayClient.js'

/** `ws` as the client's WebSocket in Node 20 (no global WebSocket); its overloads hide the plain `new (url)`. */
export const NodeWebSocket = WebSocket as unknown as WebSocketConstructor
