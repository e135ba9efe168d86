/** Reads a port variable; exits with a clear message when it is not a port number. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!/^[0-9]{1,5}$/.test(raw) || n < 1 || n > 65_535) {
    console.error(`${name} must be a port number (1-65535), got ${JSON.stringify(raw)}`)
    process.exit(1)
  }
  return n
}
