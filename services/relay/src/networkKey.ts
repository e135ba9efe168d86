import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network a client connects from, as the key of its share of the message store: an IPv4 address, or
 * the /64 prefix of an IPv6 address (one subscriber's usual allocation). Unlike the client id, which is a
 * key pair any client makes in a millisecond, a client cannot change it at will. Clients behind one NAT
 * share it (as they share MAX_CONNECTIONS_PER_IP).
 */
export function networkKeyOf(address: string | undefined): string {
  if (!address) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
