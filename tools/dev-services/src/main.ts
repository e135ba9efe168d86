import { portFromEnv as port } from './portFromEnv.js'
import { DEFAULT_MAIL_PORT, DEFAULT_SMTP_PORT, startMailCatcher } from './startMailCatcher.js'

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
