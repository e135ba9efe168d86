/** Limits and timings of the relay. Each is a named constant so tests and docs can cite it. */

/** Largest WebSocket frame the server reads; a bigger frame closes the socket with 1009. */
export const MAX_FRAME_BYTES = 512 * 1024

/** Largest `message` a publish may carry (characters of the base64 envelope), answered with an error. */
export const MAX_MESSAGE_CHARS = 256 * 1024

/** Topics one connection may hold at once. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 1000

/** Topics accepted by one batch call. */
export const MAX_BATCH_TOPICS = 500

/** Publish token bucket per connection: sustained rate (per second) and burst size. */
export const PUBLISH_RATE_PER_SECOND = 500
export const PUBLISH_BURST = 1000

/** Bounds of a publish `ttl`, in seconds (the clients use 30 s up to 1 day). */
export const MIN_TTL_SECONDS = 10
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/** Server ping interval; clients drop a socket that stays silent for about 35 s. */
export const PING_INTERVAL_MS = 25_000

/** Messages answered per `irn_batchFetchMessages` call before `hasMore` is set. */
export const FETCH_BATCH_LIMIT = 500

/** How long after a subscribe deliveries are checked against the stored ones for duplicates. */
export const DEDUPE_WINDOW_MS = 10_000

/** Deliveries awaiting an acknowledgement that one connection keeps track of (oldest dropped first). */
export const MAX_PENDING_ACKS = 10_000

/** Bytes queued to one socket beyond which a client that does not read is terminated. */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

/** How often expired messages are swept from the in-memory store. */
export const SWEEP_INTERVAL_MS = 5_000

/** Graceful shutdown: sockets still open after this are terminated. */
export const SHUTDOWN_GRACE_MS = 3_000

/** WebSocket close code that the official clients surface as an error with its reason (no reconnect). */
export const CLOSE_CODE_AUTH = 3000

/** WebSocket close code and reason sent to every socket on shutdown. */
export const CLOSE_CODE_GOING_AWAY = 1001
export const CLOSE_REASON_GOING_AWAY = 'going away'

/** Default port when PORTICO_RELAY_PORT is not set (TEST-CONTRACT.md). */
export const DEFAULT_RELAY_PORT = 8788

/** A topic is 32 bytes as 64 lowercase or uppercase hex characters. */
export const TOPIC_PATTERN = /^[0-9a-fA-F]{64}$/
