/**
 * The Lua scripts of the Redis topic store. Each runs atomically on the Redis server, so the caps hold
 * across every relay instance sharing that Redis. Keys (prefix P, passed as ARGV[1]):
 * - `P m:<topic>` hash id → message, `P e:<topic>` zset id by expiry: a topic's kept messages;
 * - `P age` zset `<topic>:<id>` by publish time, `P exp` the same by expiry, `P meta` hash
 *   `<topic>:<id>` → `<bytes>|<sender>`: every kept message, for oldest-first eviction and sweeping;
 * - `P usage` hash: `bytes`, `messages` in total and `b:<sender>`, `c:<sender>` per client id.
 * The scripts name keys they compute, so they need one Redis server (or a cluster with one slot), not a
 * Redis Cluster spread over slots.
 */

/** Shared helpers: drop one kept message and its accounting; sweep up to `limit` expired ones. */
const PRELUDE = `
local P = ARGV[1]
local function drop(member)
  local meta = redis.call('HGET', P .. 'meta', member)
  if not meta then return 0 end
  local sep = string.find(meta, '|', 1, true)
  local bytes = tonumber(string.sub(meta, 1, sep - 1))
  local sender = string.sub(meta, sep + 1)
  local topic = string.sub(member, 1, 64)
  local id = string.sub(member, 66)
  redis.call('HDEL', P .. 'm:' .. topic, id)
  redis.call('ZREM', P .. 'e:' .. topic, id)
  redis.call('HDEL', P .. 'meta', member)
  redis.call('ZREM', P .. 'age', member)
  redis.call('ZREM', P .. 'exp', member)
  redis.call('HINCRBY', P .. 'usage', 'bytes', -bytes)
  redis.call('HINCRBY', P .. 'usage', 'messages', -1)
  redis.call('HINCRBY', P .. 'usage', 'b:' .. sender, -bytes)
  if redis.call('HINCRBY', P .. 'usage', 'c:' .. sender, -1) <= 0 then
    redis.call('HDEL', P .. 'usage', 'b:' .. sender, 'c:' .. sender)
  end
  return 1
end
local function sweep(now, limit)
  local expired = redis.call('ZRANGEBYSCORE', P .. 'exp', '-inf', now, 'LIMIT', 0, limit)
  for _, member in ipairs(expired) do drop(member) end
end
local function usageOf(field)
  return tonumber(redis.call('HGET', P .. 'usage', field) or '0')
end
`

/** Expired messages swept per script run (bounded work per call; eviction catches up beyond it). */
const SWEEP_BATCH = 100

/**
 * Keeps a message unless an unexpired copy is kept; refuses (-1) a sender over its share; evicts the
 * oldest messages until it fits under the totals; extends the topic keys' expiry; publishes it.
 * ARGV: prefix, topic, id, json, expiresAt ms, ttl ms, now ms, bytes, sender, maxBytes, maxMessages,
 * maxClientBytes, maxClientMessages, publishedAt ms, channel.
 */
export const PUBLISH_SCRIPT = `${PRELUDE}
local topic, id, json, sender = ARGV[2], ARGV[3], ARGV[4], ARGV[9]
local expiresAt, ttl, now, bytes = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local maxBytes, maxMessages = tonumber(ARGV[10]), tonumber(ARGV[11])
local maxClientBytes, maxClientMessages = tonumber(ARGV[12]), tonumber(ARGV[13])
sweep(now, ${SWEEP_BATCH})
local mkey, ekey, member = P .. 'm:' .. topic, P .. 'e:' .. topic, topic .. ':' .. id
local score = redis.call('ZSCORE', ekey, id)
if score and tonumber(score) > now then return 0 end
drop(member)
if usageOf('c:' .. sender) + 1 > maxClientMessages or usageOf('b:' .. sender) + bytes > maxClientBytes then
  return -1
end
while usageOf('bytes') + bytes > maxBytes or usageOf('messages') + 1 > maxMessages do
  local oldest = redis.call('ZRANGE', P .. 'age', 0, 0)
  if #oldest == 0 then break end
  drop(oldest[1])
end
redis.call('HSET', mkey, id, json)
redis.call('ZADD', ekey, expiresAt, id)
if redis.call('PTTL', mkey) < ttl then redis.call('PEXPIRE', mkey, ttl) end
if redis.call('PTTL', ekey) < ttl then redis.call('PEXPIRE', ekey, ttl) end
redis.call('HSET', P .. 'meta', member, bytes .. '|' .. sender)
redis.call('ZADD', P .. 'age', ARGV[14], member)
redis.call('ZADD', P .. 'exp', expiresAt, member)
redis.call('HINCRBY', P .. 'usage', 'bytes', bytes)
redis.call('HINCRBY', P .. 'usage', 'messages', 1)
redis.call('HINCRBY', P .. 'usage', 'b:' .. sender, bytes)
redis.call('HINCRBY', P .. 'usage', 'c:' .. sender, 1)
redis.call('PUBLISH', ARGV[15], json)
return 1
`

/** Drops a topic's expired messages and returns the kept ones. ARGV: prefix, topic, now ms. */
export const FETCH_SCRIPT = `${PRELUDE}
local topic, now = ARGV[2], tonumber(ARGV[3])
sweep(now, ${SWEEP_BATCH})
local mkey, ekey = P .. 'm:' .. topic, P .. 'e:' .. topic
local expired = redis.call('ZRANGEBYSCORE', ekey, '-inf', now)
for _, id in ipairs(expired) do
  if drop(topic .. ':' .. id) == 0 then
    redis.call('HDEL', mkey, id)
    redis.call('ZREM', ekey, id)
  end
end
local ids = redis.call('ZRANGEBYSCORE', ekey, '(' .. now, '+inf')
if #ids == 0 then return {} end
return redis.call('HMGET', mkey, unpack(ids))
`

/** A subscriber acknowledged a message: it is no longer kept. ARGV: prefix, topic, id. */
export const ACK_SCRIPT = `${PRELUDE}
return drop(ARGV[2] .. ':' .. ARGV[3])
`
