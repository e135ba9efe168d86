import { usePortico } from '../hooks/usePortico.js'
import { usePorticoNetwork } from '../hooks/usePorticoNetwork.js'

/** The active network; opens the Networks view. */
export function NetworkButton() {
  const { open } = usePortico()
  const { caipNetwork, caipNetworkId } = usePorticoNetwork()
  return (
    <button
      type="button"
      className="portico-network-button"
      data-testid="network-button"
      data-caip-network-id={caipNetworkId}
      onClick={() => open({ view: 'Networks' })}
    >
      {caipNetwork?.name ?? 'Select network'}
    </button>
  )
}
