/** Events the modal emits to the app (useEvents) and to analytics when it is on. */
export type PorticoEvent =
  | { type: 'MODAL_OPEN'; data: { connected: boolean } }
  | { type: 'MODAL_CLOSE'; data: { connected: boolean } }
  | { type: 'SELECT_WALLET'; data: { name: string; platform: 'browser' | 'qrcode' | 'mobile' } }
  | { type: 'CONNECT_SUCCESS'; data: { method: string; name: string } }
  | { type: 'CONNECT_ERROR'; data: { message: string } }
  | { type: 'DISCONNECT_SUCCESS'; data: Record<string, never> }
  | { type: 'SWITCH_NETWORK'; data: { network: string } }
  | { type: 'SEARCH_WALLET'; data: { search: string; badge?: string } }
  | { type: 'CLICK_ALL_WALLETS'; data: Record<string, never> }
  | { type: 'SEND_INITIATED' | 'SEND_SUCCESS' | 'SEND_ERROR'; data: SendEventData }
  /** L-12 */
  | {
      type: 'REGISTER_NAME_INITIATED' | 'REGISTER_NAME_SUCCESS' | 'REGISTER_NAME_ERROR'
      data: { isSmartAccount: boolean; ensName: string; error?: string }
    }
  /** M-02, M-03, M-04 (P-20) */
  | { type: 'SIWX_AUTH_SUCCESS' | 'CLICK_CANCEL_SIWX'; data: { network: string } }
  | { type: 'SIWX_AUTH_ERROR'; data: { network: string; error: string } }
  | { type: 'SWAP_INITIATED' | 'SWAP_SUCCESS' | 'SWAP_ERROR'; data: SwapEventData }
  /** K-07, P-20: the Activity tab's history could not be fetched. */
  | { type: 'ERROR_FETCH_TRANSACTIONS'; data: { address: string; network: string; cursor?: string } }

/** P-20: what the swap events carry. */
export type SwapEventData = {
  fromToken: string
  toToken: string
  fromAmount: string
  toAmount: string
  network: string
}

/** G-15: what the send events carry. */
export type SendEventData = { isSmartAccount: boolean; token: string; amount: string; network: string }

export type EventListener = (event: PorticoEvent & { timestamp: number }) => void

/** A tiny event bus; listeners never break emitters. */
export function createEventBus() {
  const listeners = new Set<EventListener>()
  return {
    emit(event: PorticoEvent) {
      const stamped = { ...event, timestamp: Date.now() }
      for (const listener of listeners) {
        try {
          listener(stamped)
        } catch (error) {
          console.error('[portico] event listener failed', error)
        }
      }
    },
    subscribe(listener: EventListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type EventBus = ReturnType<typeof createEventBus>
