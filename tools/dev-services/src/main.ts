import { DEFAULT_MAIL_PORT, DEFAULT_SMTP_PORT, startMailCatcher } from './startMailCatcher.js'

/** Reads a port variable; exits with a clear message when it is not a port number. */
function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!/^[0-9]{1,5}$/.test(raw) || n < 1 || n > 65_535) {
    console.error(`${name} must be a port number (1-65535), got ${JSON.stringify(raw)}`)
    process.exit(1)
  }
  return n
}

const catcher = await startMailCatcher({
  smtpPort: port('PORTICO_SMTP_PORT', DEFAULT_SMTP_PORT),
  webPort: port('PORTICO_MAIL_PORT', DEFAULT_MAIL_PORT),
  onError: (error) => console.warn(`mail catcher: ${error.message}`),
})
console.log(`mail catcher: SMTP ${catcher.smtpUrl}, inbox ${catcher.webUrl}/email`)
console.log('ready')
const stop = () => {
  catcher.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
