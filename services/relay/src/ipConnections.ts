/**
 * Counts open (and opening) sockets per client IP address so one address cannot hold more than its cap.
 * A cap of 0 turns the count off.
 */
export class IpConnectionCounter {
  private readonly open = new Map<string, number>()

  constructor(private readonly maxPerIp: number) {}

  /** Takes a slot for `ip`; false when the address already holds its cap. */
  tryAcquire(ip: string): boolean {
    if (this.maxPerIp <= 0) return true
    const n = this.open.get(ip) ?? 0
    if (n >= this.maxPerIp) return false
    this.open.set(ip, n + 1)
    return true
  }

  /** Gives back a slot taken by {@link tryAcquire}. */
  release(ip: string): void {
    if (this.maxPerIp <= 0) return
    const n = (this.open.get(ip) ?? 0) - 1
    if (n <= 0) this.open.delete(ip)
    else this.open.set(ip, n)
  }
}
