/**
 * `@portico/wagmi`: the wagmi connector that opens Portico's dialog, and the helpers to read its connection.
 *
 * @module @portico/wagmi
 */
export {
  connectThroughDialog,
  type PorticoEvmConnection,
  type PorticoInstance,
  readPorticoConnection,
  watchPorticoConnection,
} from './porticoConnection.js'
export {
  PORTICO_CONNECTOR_ID,
  type PorticoConnectorParameters,
  porticoConnector,
} from './porticoConnector.js'
export { toViemChain } from './toViemChain.js'
