import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** L-02: the registered name, and the way back to the account. */
export function RegisterAccountNameSuccessView() {
  const portico = usePorticoInstance()
  const name = useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.profileName : undefined,
  )
  return (
    <div className="center" data-testid="view-RegisterAccountNameSuccess">
      <p>Account name chosen successfully</p>
      <p className="address" data-testid="registered-name">
        {name}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => portico.stores.router.getState().reset('Account')}
      >
        Back to account
      </button>
    </div>
  )
}
