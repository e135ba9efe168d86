export { hydratePorticoState, persistPorticoStateCookie, readPorticoSsrState } from './hydrateState.js'
export {
  PORTICO_STATE_COOKIE,
  PORTICO_STATE_COOKIE_MAX_AGE_S,
  type PorticoSsrState,
  parsePorticoStateCookie,
  porticoStateCookie,
} from './stateCookie.js'
