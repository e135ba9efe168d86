import {
  awaitFarcasterLogin,
  type Connector,
  clearFarcasterUrl,
  ErrorMessages,
  ensureFarcasterUrl,
  type FarcasterLogin,
  patchAccountState,
} from '@portico/core'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useMessages, useStrings } from '../i18n/useStrings.js'
import { SecureFrameRegion } from '../ui/SecureFrameRegion.js'
import { Spinner } from '../ui/Spinner.js'
import { APPROVAL_HEIGHT_PX } from './ApproveTransaction.js'

const QrCode = lazy(() => import('../ui/QrCode.js').then((m) => ({ default: m.QrCode })))

/** ConnectingFarcaster's strings in English: the catalogues' `farcaster` group (in this lazy chunk). */
export const FARCASTER_EN = {
  scan: 'Scan this QR code with your phone to sign in with Farcaster',
  qrLabel: 'QR code to sign in with Farcaster',
  open: 'Open Farcaster',
  openHint: 'Sign in with Farcaster in the app that opens, then come back here.',
  loading: 'Preparing Farcaster sign-in',
  retry: 'Try again',
} as const

/** Size of the sign-in QR code in CSS pixels. */
const FARCASTER_QR_SIZE = 240
/** SPEC §2: Back from ConnectingFarcaster while unconnected clears the URL after 100 ms. */
export const FARCASTER_BACK_CLEAR_MS = 100

/** The AUTH connector with its Farcaster actions (F-20), when the app configured the embedded wallet. */
export function findFarcasterLogin(
  connectors: readonly Connector[],
): { connector: Connector; login: FarcasterLogin } | undefined {
  for (const connector of connectors) {
    const login = (connector as Connector & { login?: Partial<FarcasterLogin> }).login
    if (connector.type !== 'AUTH' || typeof login?.getFarcasterUri !== 'function') continue
    if (typeof login.connectFarcaster !== 'function') continue
    return { connector, login: login as FarcasterLogin }
  }
  return undefined
}

/**
 * ConnectingFarcaster (F-20): shows the Farcaster sign-in URL, a QR code on desktop and a link on mobile,
 * fetched (GET_FARCASTER_URI) only when none is stored; waits until the Farcaster app signed in, connects the
 * AUTH connector and closes. Closing the dialog meanwhile rejects 'Popup closed' (S-34); Back drops the URL;
 * errors get a retry.
 */
export function ConnectingFarcasterView() {
  const portico = usePorticoInstance()
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const url = useStoreSelector(portico.stores.chains, (s) => s.chains.eip155?.accountState.farcasterUrl)
  const found = findFarcasterLogin(connectors)
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string>()
  const started = useRef(-1)
  const mounted = useRef(false)
  const login = found?.login
  const t = useStrings('farcaster', FARCASTER_EN)
  const message = useMessages()

  // Leaving the view unconnected (Back) drops the URL and stops the secure site's wait, after 100 ms; a remount
  // meanwhile (React's StrictMode in development) keeps both.
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      setTimeout(() => {
        const { chains } = portico.stores
        if (mounted.current || chains.getState().chains.eip155?.accountState.status === 'connected') return
        clearFarcasterUrl(chains)
        login?.cancelFarcaster?.()
      }, FARCASTER_BACK_CLEAR_MS)
    }
  }, [portico, login])

  useEffect(() => {
    // Once per attempt (React's StrictMode runs effects twice in development).
    if (!found || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    const { chains, modal, router } = portico.stores
    // M-07: with `siwx` on, the secure site signs the sign-in message at login, so no SIWXSignMessage follows.
    ensureFarcasterUrl(chains, found.login)
      .then(() =>
        portico.connectEmbeddedWithSiwx((siwxMessage) =>
          awaitFarcasterLogin(modal, chains, found.login, siwxMessage),
        ),
      )
      .then(async (user) => {
        await portico.connectExternal(found.connector)
        const name = user.userName ?? undefined
        patchAccountState(chains, 'eip155', {
          user: { ...(name ? { username: name } : {}) },
          socialProvider: user.socialProvider,
        })
        if (router.getState().view === 'ConnectingFarcaster') portico.close()
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : ErrorMessages.FAILED_TO_CONNECT))
  }, [found, attempt, portico])

  if (error) {
    return (
      <div className="center" data-testid="view-ConnectingFarcaster">
        <p className="error" role="alert" data-testid="connecting-farcaster-error">
          {message(error)}
        </p>
        <button
          type="button"
          className="button"
          data-testid="farcaster-retry"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t.retry}
        </button>
      </div>
    )
  }
  const spinner = <Spinner label={t.loading} />
  return (
    <div className="center" data-testid="view-ConnectingFarcaster">
      {!url ? (
        spinner
      ) : portico.stores.isMobile() ? (
        <div data-testid="farcaster-uri" data-uri={url}>
          <a className="button" href={url} target="_blank" rel="noopener noreferrer">
            {t.open}
          </a>
          <p className="muted">{t.openHint}</p>
        </div>
      ) : (
        <div data-testid="farcaster-uri" data-uri={url}>
          <Suspense fallback={spinner}>
            <QrCode value={url} label={t.qrLabel} size={FARCASTER_QR_SIZE} />
          </Suspense>
          <p className="muted">{t.scan}</p>
        </div>
      )}
      {/* Issue 22: the secure site's passkey screens, when the login opens the key (transparent until). */}
      {url && <SecureFrameRegion testId="secure-frame-login" height={APPROVAL_HEIGHT_PX} />}
    </div>
  )
}
