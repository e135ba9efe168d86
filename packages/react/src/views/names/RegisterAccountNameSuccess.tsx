import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useStrings } from '../../i18n/useStrings.js'
import { NAMES_EN } from './namesStrings.js'

/** L-02: the registered name, and the way back to the account. */
export function RegisterAccountNameSuccessView() {
  const portico = usePorticoInstance()
  const name = useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.profileName : undefined,
  )
  const t = useStrings('names', NAMES_EN)
  return (
    <div className="center" data-testid="view-RegisterAccountNameSuccess">
      <p>{t.success}</p>
      <p className="address" data-testid="registered-name">
        {name}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => portico.stores.router.getState().reset('Account')}
      >
        {t.backToAccount}
      </button>
    </div>
  )
}
