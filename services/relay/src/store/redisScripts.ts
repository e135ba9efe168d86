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

/** Arguments per message of {@link PUBLISH_SCRIPT}, after the 6 shared ones. */
export const PUBLISH_ARGS_PER_MESSAGE = 8

/**
 * Publishes a batch of messages (those of one event-loop turn), in order, each as if alone: keeps it unless
 * an unexpired copy is kept (0); refuses (-1) a sender over its share; evicts the oldest messages until it
 * fits under the totals; extends the topic keys' expiry; publishes it on the topic's channel (1). Returns
 * one answer per message.
 * ARGV: prefix, now ms, maxBytes, maxMessages, maxClientBytes, maxClientMessages, then per message
 * (PUBLISH_ARGS_PER_MESSAGE): topic, id, json, expiresAt ms, ttl ms, bytes, sender, publishedAt ms.
 */
export const PUBLISH_SCRIPT = `${PRELUDE}
local now = tonumber(ARGV[2])
local maxBytes, maxMessages = tonumber(ARGV[3]), tonumber(ARGV[4])
local maxClientBytes, maxClientMessages = tonumber(ARGV[5]), tonumber(ARGV[6])
sweep(now, ${SWEEP_BATCH})
local function publish(topic, id, json, expiresAt, ttl, bytes, sender, publishedAt)
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
  redis.call('ZADD', P .. 'age', publishedAt, member)
  redis.call('ZADD', P .. 'exp', expiresAt, member)
  redis.call('HINCRBY', P .. 'usage', 'bytes', bytes)
  redis.call('HINCRBY', P .. 'usage', 'messages', 1)
  redis.call('HINCRBY', P .. 'usage', 'b:' .. sender, bytes)
  redis.call('HINCRBY', P .. 'usage', 'c:' .. sender, 1)
  redis.call('PUBLISH', P .. 't:' .. topic, json)
  return 1
end
local answers = {}
for i = 7, #ARGV, ${PUBLISH_ARGS_PER_MESSAGE} do
  answers[#answers + 1] = publish(ARGV[i], ARGV[i + 1], ARGV[i + 2], tonumber(ARGV[i + 3]),
    tonumber(ARGV[i + 4]), tonumber(ARGV[i + 5]), ARGV[i + 6], ARGV[i + 7])
end
return answers
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

/**
 * Subscribers acknowledged messages (those of one event-loop turn): they are no longer kept.
 * ARGV: prefix, then `<topic>:<id>` of each message. Returns how many were still kept.
 */
export const ACK_SCRIPT = `${PRELUDE}
local dropped = 0
for i = 2, #ARGV do dropped = dropped + drop(ARGV[i]) end
return dropped
`
