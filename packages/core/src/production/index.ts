/**
 * `@portico/core/production`: the production-mode rule the gateway, the relay and the secure site's server apply
 * at start (`PORTICO_ENV=production`). Server-side only; kept out of the main entry so no app bundle carries it.
 *
 * @module @portico/core/production
 */
export {
  bearerTokenMatches,
  type Environment,
  isHttpsUrl,
  isUnset,
  PORTICO_ENVS,
  type PorticoEnv,
  ProductionModeError,
  type ProductionRule,
  porticoEnvFromEnv,
  productionRefusalMessage,
  productionRefusals,
} from './productionMode.js'
