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

/**
 * Bounds of a publish `ttl`, in seconds. The protocol allows up to 30 days (some tags of other WalletConnect
 * APIs use it), so a longer ttl is accepted, but a message is kept at most {@link MAX_KEPT_SECONDS}.
 */
export const MIN_TTL_SECONDS = 10
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/**
 * Longest time a message is kept, in seconds (env `PORTICO_RELAY_MAX_KEPT_SECONDS`): the longest ttl the
 * official sign-client and core send is one day (session update/delete/ping/extend, pairing delete).
 */
export const MAX_KEPT_SECONDS = 24 * 60 * 60

/** Largest `attestation` a publish may carry, in characters (a Verify API JWT is well under 2,000). */
export const MAX_ATTESTATION_CHARS = 4096

/** Bytes all kept messages may take together (env `PORTICO_RELAY_MAX_STORE_BYTES`); oldest evicted first. */
export const MAX_STORE_BYTES = 64 * 1024 * 1024

/** Messages kept at once (env `PORTICO_RELAY_MAX_STORE_MESSAGES`); oldest evicted first. */
export const MAX_STORE_MESSAGES = 100_000

/**
 * Share of the store the clients of one network address may hold (bytes and messages; an IPv4 address or an
 * IPv6 /64, see networkKeyOf: a client id is a key pair anyone makes at will); a publish beyond it is refused
 * (env `PORTICO_RELAY_CLIENT_STORE_SHARE`). With the defaults: 4 MiB and 6,250 messages.
 */
export const CLIENT_STORE_SHARE = 1 / 16

/** Bytes counted for each kept message on top of its text (ids, topic, numbers, map entries). */
export const STORED_MESSAGE_OVERHEAD_BYTES = 512

/** Open sockets per client IP address (env `PORTICO_RELAY_MAX_CONNECTIONS_PER_IP`; 0 = no cap). */
export const MAX_CONNECTIONS_PER_IP = 200

/**
 * Longest lifetime of a relay auth JWT (`exp` minus `iat`, or minus now without `iat`), in seconds.
 * The official clients sign theirs for one day; a week leaves margin.
 */
export const MAX_JWT_LIFETIME_SECONDS = 7 * 24 * 60 * 60

/** Auth JWT issuer keys (`did:key`) kept parsed; the least recently used is dropped beyond it. */
export const ISSUER_KEY_CACHE_MAX = 10_000

/** How long a project the gateway knows is trusted before it is asked again, in ms. */
export const PROJECT_CACHE_POSITIVE_MS = 5 * 60_000

/** How long an unknown project id is refused before the gateway is asked again, in ms. */
export const PROJECT_CACHE_NEGATIVE_MS = 30_000

/** Project ids remembered at most (the oldest answer is forgotten first). */
export const PROJECT_CACHE_MAX_ENTRIES = 10_000

/** Longest wait for the gateway's answer about a project, in ms. */
export const PROJECT_CHECK_TIMEOUT_MS = 3_000

/** Server ping interval; clients drop a socket that stays silent for about 35 s. */
export const PING_INTERVAL_MS = 25_000

/** Messages answered per `irn_batchFetchMessages` call before `hasMore` is set. */
export const FETCH_BATCH_LIMIT = 500

/** How long after a subscribe deliveries are checked against the stored ones for duplicates. */
export const DEDUPE_WINDOW_MS = 10_000

/**
 * Deliveries one socket may leave unacknowledged; further ones wait until acknowledgements come in, and a
 * socket whose waiting deliveries pass MAX_BUFFERED_BYTES is terminated (it reconnects and gets the kept
 * messages again). The official clients acknowledge each delivery at once.
 */
export const MAX_PENDING_ACKS = 1000

/** Bytes queued to one socket beyond which a client that does not read is terminated. */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

/** How often expired messages are swept from the in-memory store. */
export const SWEEP_INTERVAL_MS = 5_000

/**
 * Graceful shutdown: sockets are told to go (close 1001) at this rate per second (env
 * `PORTICO_RELAY_SHUTDOWN_CLOSE_RATE`; 0 = all at once), so their reconnects reach the other instances as a
 * steady stream rather than a storm; those not told yet are served meanwhile.
 */
export const SHUTDOWN_CLOSE_RATE_PER_SECOND = 500

/** Graceful shutdown: every socket is told to go within this many ms, faster than the rate if need be. */
export const SHUTDOWN_DRAIN_MAX_MS = 1_000

/** Graceful shutdown: sockets still open this long after the last one was told to go are terminated. */
export const SHUTDOWN_GRACE_MS = 2_000

/**
 * Rebalancing across instances on Redis: an instance holding more than its share of all instances' sockets
 * tells the excess to go (close 1001) at up to this rate per second (env `PORTICO_RELAY_REBALANCE_RATE`;
 * 0 = never), so clients that all moved to one instance during a restart spread again once it is back.
 */
export const REBALANCE_RATE_PER_SECOND = 200

/** How often each instance reports its socket count to Redis and compares it with the others', in ms. */
export const REBALANCE_INTERVAL_MS = 1_000

/** An instance whose report is older than this many intervals is counted as gone. */
export const REBALANCE_STALE_INTERVALS = 3

/**
 * An instance sheds sockets only when it holds more than its share by this fraction of the share and by at
 * least REBALANCE_MIN_EXCESS sockets, and each round moves half the excess (the others' counts are up to
 * one interval old, so moving all of it at once would overshoot and bounce clients back).
 */
export const REBALANCE_TOLERANCE = 0.1
export const REBALANCE_MIN_EXCESS = 10

/** Close reason of a socket told to move to another instance (code 1001, like a shutdown). */
export const CLOSE_REASON_REBALANCE = 'going away: rebalancing'

/** WebSocket close code that the official clients surface as an error with its reason (no reconnect). */
export const CLOSE_CODE_AUTH = 3000

/** WebSocket close code and reason sent to every socket on shutdown. */
export const CLOSE_CODE_GOING_AWAY = 1001
export const CLOSE_REASON_GOING_AWAY = 'going away'

/** Default port when PORTICO_RELAY_PORT is not set (TEST-CONTRACT.md). */
export const DEFAULT_RELAY_PORT = 8788

/** A topic is 32 bytes as 64 lowercase or uppercase hex characters. */
export const TOPIC_PATTERN = /^[0-9a-fA-F]{64}$/
