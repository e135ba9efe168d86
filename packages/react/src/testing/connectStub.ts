import type { Portico } from '../createPortico.js'

/** Connects the first connector the (stub) adapters list, as a click on it in the dialog would. */
export async function connectFirst(portico: Portico) {
  const [connector] = portico.stores.connectors.getState().connectors
  if (!connector) throw new Error('the test adapter lists no connector')
  return portico.connectExternal(connector)
}
