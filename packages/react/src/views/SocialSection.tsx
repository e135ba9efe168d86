import {
  filterSocialsForPlatform,
  findEmbeddedConnector,
  isInsideTelegram,
  type SocialProvider,
} from '@portico/core'
import { useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useEmbeddedLogin } from '../hooks/useEmbeddedLogin.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useStrings } from '../i18n/useStrings.js'
import { SOCIAL_NAMES } from './socialLogin.js'
import { SOCIAL_EN } from './socialStrings.js'

/** The social row's styles, rendered by the (lazy) section so the first chunk does not carry them. */
const SOCIAL_CSS = `
.social-row { display: flex; gap: 8px; margin: 8px 0; }
.social-button { flex: 1; display: flex; justify-content: center; padding: 8px; border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-bg-2); cursor: pointer; }
.social-button:hover, .social-button:focus-visible { background: var(--portico-bg-3); }
.social-glyph { display: inline-grid; place-items: center; width: 24px; height: 24px; border-radius: 50%;
  color: #fff; font-weight: 700; }
.social-more { background: var(--portico-bg-3); color: inherit; }
`

/** Providers shown as icons before the "more" control (the rest are behind it). */
export const SOCIAL_ICONS_SHOWN = 4
/** Brand colours of the monogram icons: text glyphs, no image bytes on the connect path. */
const COLOURS: Record<SocialProvider, string> = {
  google: '#4285F4',
  x: '#000000',
  discord: '#5865F2',
  farcaster: '#855DCD',
  github: '#24292F',
  apple: '#000000',
  facebook: '#1877F2',
}

/**
 * The Connect view's social section (F-19, F-20): one button per provider of `features.socials`, in that order; the
 * first few as icons, the rest behind "more". A click opens the popup at once (browsers block popups opened
 * later) and shows ConnectingSocial; Farcaster shows ConnectingFarcaster instead.
 */
export function SocialSection() {
  const portico = usePorticoInstance()
  const socials = useStoreSelector(portico.stores.options, (s) => s.features.socials)
  const connectors = useStoreSelector(portico.stores.connectors, (s) => s.connectors)
  const [expanded, setExpanded] = useState(false)
  const t = useStrings('social', SOCIAL_EN)
  const auth = findEmbeddedConnector(connectors)
  // A click opens the popup synchronously through core's login controller: the buttons are enabled once it loaded
  // (the Connect view starts loading it with this section).
  const { login } = useEmbeddedLogin(() => null)
  // F-22: inside Telegram some providers cannot sign in on some platforms.
  const providers = socials
    ? filterSocialsForPlatform(socials, isInsideTelegram(globalThis), navigator.userAgent)
    : []
  if (!auth || providers.length === 0) return null

  const overflow = providers.length > SOCIAL_ICONS_SHOWN && !expanded
  const shown = overflow ? providers.slice(0, SOCIAL_ICONS_SHOWN - 1) : providers
  // F-19: the popup opens in this click (core's controller); F-20: Farcaster shows its URL in the dialog instead.
  const choose = (provider: SocialProvider) => login?.chooseSocial(provider)

  return (
    <section data-testid="connect-section-social" aria-label={t.socialLogin} className="social-row">
      <style>{SOCIAL_CSS}</style>
      {shown.map((provider) => (
        <button
          key={provider}
          type="button"
          className="social-button"
          data-testid={`social-${provider}`}
          aria-label={fill(t.continueWith, { name: SOCIAL_NAMES[provider] })}
          title={SOCIAL_NAMES[provider]}
          disabled={!login}
          onClick={() => choose(provider)}
        >
          <span className="social-glyph" style={{ background: COLOURS[provider] }} aria-hidden="true">
            {SOCIAL_NAMES[provider].charAt(0)}
          </span>
        </button>
      ))}
      {overflow && (
        <button
          type="button"
          className="social-button"
          data-testid="social-more"
          aria-label={t.more}
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          <span className="social-glyph social-more" aria-hidden="true">
            ⋯
          </span>
        </button>
      )}
    </section>
  )
}
