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
