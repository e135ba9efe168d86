import { usePortico } from '../hooks/usePortico.js'
import { usePorticoNetwork } from '../hooks/usePorticoNetwork.js'
import { useStrings } from '../i18n/useStrings.js'
import { BUTTONS_EN } from './buttonsStrings.js'

/** The active network; opens the Networks view. */
export function NetworkButton() {
  const { open } = usePortico()
  const { caipNetwork, caipNetworkId } = usePorticoNetwork()
  const t = useStrings('buttons', BUTTONS_EN)
  return (
    <button
      type="button"
      className="portico-network-button"
      data-testid="network-button"
      data-caip-network-id={caipNetworkId}
      onClick={() => open({ view: 'Networks' })}
    >
      {caipNetwork?.name ?? t.selectNetwork}
    </button>
  )
}
