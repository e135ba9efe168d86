import type { CoreContext } from '../controllers/context.js'
import type { NotificationController } from '../controllers/notificationController.js'
import type { BaseError } from '../errors/BaseError.js'
import { GatewayError } from '../errors/errors.js'
import { isOriginAllowed } from '../origin/originMatch.js'
import {
  alertForConfigFailure,
  alertForProviderMessage,
  type ConfigAlert,
  invalidAppConfiguration,
  PROJECT_ID_NOT_CONFIGURED,
} from './configAlerts.js'
import {
  BASIC_MODE_REMOTE_FEATURES,
  mergeRemoteFeatures,
  type ProjectConfig,
  parseProjectConfig,
  remoteFeaturesOf,
} from './projectConfig.js'
import type { ProjectConfigRead } from './readProjectConfig.js'

/** P-02: the warning when the configuration could not be read. */
export const CONFIG_FETCH_FAILED_WARNING =
  '[Portico Config] Failed to fetch remote project configuration. Using local/default values.'
/** Bad input: the warning when the configuration was read but fails its schema. */
export const CONFIG_MALFORMED_WARNING =
  '[Portico Config] The remote project configuration is malformed. Using local/default values.'
/** P-02: the notice naming the local settings the project configuration overrode. */
export const CONFIG_NOTICE = '[Portico Config Notice]'

type Deps = { notifications: Pick<NotificationController, 'showAlert'> }

const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin)

function show(deps: Deps, alert: ConfigAlert) {
  console.warn(`[Portico Config] ${alert.details}`)
  deps.notifications.showAlert(alert.message)
}

/**
 * P-01 to P-08, S-05, S-09 to S-12: applies what {@link readProjectConfig} read, once, when the dialog first opens.
 * A failed read shows its alert (403 by its message, 429, 5xx) or, for any other failure, keeps the local options
 * with the P-02 warning; a body that fails the schema keeps them with one warning. A valid configuration's
 * features are laid over the app's (in basic mode every remote feature is off); the settings it changed are
 * named in one '[Portico Config Notice]' warning. Then, when email or socials are on, the page's origin is
 * checked against the allow-list. From then on, provider errors map to alerts too.
 */
export async function applyProjectConfig(
  ctx: CoreContext,
  deps: Deps,
  read: Promise<ProjectConfigRead>,
): Promise<void> {
  watchProviderErrors(ctx, deps)
  const outcome = await read
  if (outcome.source === 'none') return
  if ('error' in outcome) {
    const alert = alertForConfigFailure(outcome.error, pageOrigin())
    if (alert) show(deps, alert)
    else console.warn(CONFIG_FETCH_FAILED_WARNING, outcome.error)
    return
  }
  let config: ProjectConfig
  try {
    config = parseProjectConfig(outcome.body)
  } catch (error) {
    console.warn(CONFIG_MALFORMED_WARNING, (error as BaseError).shortMessage)
    return
  }
  const options = ctx.options.getState()
  const remote = options.basic ? BASIC_MODE_REMOTE_FEATURES : remoteFeaturesOf(config.features)
  const { features, overridden } = mergeRemoteFeatures(options.features, remote)
  if (overridden.length > 0) {
    console.warn(
      `${CONFIG_NOTICE} The project configuration overrides your local settings: ${overridden.join(', ')}`,
    )
  }
  // Kept in `remoteFeatures` too, so a later `updateOptions` resolves to the same remote values.
  ctx.options.setState({ features, remoteFeatures: { ...options.remoteFeatures, ...remote } })
  if (features.email || features.socials) await checkOrigin(ctx, deps, config.allowedOrigins)
}

/**
 * P-16, S-08, S-14: from the dialog's first opening on, a connection that fails with one of the provider messages
 * ('Unauthorized: origin not allowed', 'JWT validation error: JWT Token is not yet valid', 'Unauthorized: invalid
 * key') shows its alert ('Invalid App Configuration', 'Session Expired', 'Invalid Project ID').
 */
function watchProviderErrors(ctx: CoreContext, deps: Deps) {
  ctx.events.subscribe((event) => {
    if (event.type !== 'CONNECT_ERROR') return
    const alert = alertForProviderMessage(event.data.message, pageOrigin())
    if (alert) show(deps, alert)
  })
}

/**
 * P-05 to P-08: the page's origin against the allow-list, from the inline configuration or
 * `GET /projects/v1/origins` (browser-cached like the configuration). 429 → 'Rate Limited', 5xx → 'Server Error', a 403 by its message; any other
 * failure is an empty list and checks nothing. An answer without a list (or no page) → 'Project ID Not
 * Configured'; an origin no pattern matches → 'Invalid App Configuration'.
 */
async function checkOrigin(ctx: CoreContext, deps: Deps, inline: readonly string[] | undefined) {
  const origin = pageOrigin()
  if (!origin) return show(deps, PROJECT_ID_NOT_CONFIGURED)
  let body: unknown = inline ? { allowedOrigins: inline } : undefined
  if (!body) {
    try {
      body = await ctx.gateway.getAllowedOrigins()
    } catch (error) {
      const alert = alertForConfigFailure(error, origin)
      if (alert) show(deps, alert)
      else if (!(error instanceof GatewayError)) console.warn(CONFIG_FETCH_FAILED_WARNING, error)
      return
    }
  }
  const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins
  if (!Array.isArray(list)) return show(deps, PROJECT_ID_NOT_CONFIGURED)
  const patterns = list.filter((p): p is string => typeof p === 'string')
  if (!isOriginAllowed(patterns, origin)) show(deps, invalidAppConfiguration(origin))
}
