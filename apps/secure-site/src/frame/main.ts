import { isAddress } from 'viem'
import { envelopeClient } from '../custody/envelopeClient.js'
import { webAuthnAuthenticator } from '../custody/passkeyAuthenticator.js'
import { passkeyCustody } from '../custody/passkeyCustody.js'
import { deviceDpopSigner } from '../device/deviceDpop.js'
import { indexedDbVault } from '../device/deviceVault.js'
import { readSiteConfig } from '../siteConfig.js'
import { farcasterGateway } from '../social/farcasterGateway.js'
import { farcasterHandlers } from '../social/farcasterHandlers.js'
import { isPopupPage, runPopupPage } from '../social/popupPage.js'
import { socialGateway } from '../social/socialGateway.js'
import { socialHandlers } from '../social/socialHandlers.js'
import { WRAP_KEY_PATH } from '../wrapKeyPath.js'
import { dismissApprovals, showApproval } from './approvalScreen.js'
import { codeEntry } from './codeEntry.js'
import { custodyScreens, dismissCustodyScreens } from './custodyScreens.js'
import { askExportCode, dismissExportScreens, showPrivateKey } from './exportScreen.js'
import { frameHandlers } from './frameHandlers.js'
import { startFrameRuntime } from './frameRuntime.js'
import { gatewayAuth } from './gatewayAuth.js'
import { gatewayCalls } from './gatewayCalls.js'
import { sessionStore } from './sessionStore.js'
import { applyTheme } from './theme.js'

// The deployment's settings, written into the page by the site's server (not built in: one build for every port).
const {
  gatewayUrl: __PORTICO_GATEWAY_URL__,
  smartAccountFactory: __PORTICO_SMART_ACCOUNT_FACTORY__,
  managedKeyService,
} = readSiteConfig(document)

/**
 * The embedding app's origin. The browser enforced `frame-ancestors` (the project's allow-list) before this page
 * ran, so the ancestor is allowed; this only learns which one it is, to check and address messages exactly.
 */
function parentOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors.item(0)
  try {
    return document.referrer ? new URL(document.referrer).origin : null
  } catch {
    return null
  }
}

const params = new URLSearchParams(location.search)
const projectId = params.get('projectId') ?? ''
const origin = parentOrigin()
if (isPopupPage(location.pathname)) {
  // Social login's popup pages (F-19): not a frame.
  void runPopupPage(window, __PORTICO_GATEWAY_URL__)
} else if (window.parent === window || !origin || !projectId) {
  document.body.textContent = 'This page runs inside an app that embeds the Portico wallet.'
} else {
  const sessions = sessionStore(localStorage)
  // the app's metadata as it states it; the approval screen shows it beside the verified origin.
  let appMetadata: unknown
  // Every gateway call of the frame carries a DPoP proof by the device key (non-extractable, in IndexedDB).
  const calls = gatewayCalls(__PORTICO_GATEWAY_URL__, projectId, { dpop: deviceDpopSigner() })
  const base = frameHandlers({
    gatewayUrl: __PORTICO_GATEWAY_URL__,
    projectId,
    wrapKeyUrl: `${location.origin}${WRAP_KEY_PATH}`,
    managedKeyService,
    calls,
    // Issue 22: passkey mode, the default; managed mode (the key service) for projects whose custodyMode says
    // so, where the deployment runs managed custody's key service (the page's settings say so).
    passkey: passkeyCustody({
      envelopes: envelopeClient(calls),
      vault: indexedDbVault,
      authenticator: webAuthnAuthenticator(),
      screens: custodyScreens(document),
    }),
    auth: gatewayAuth(calls),
    sessions,
    // The origin as this frame verified it (frame-ancestors, then ancestorOrigins), never one the app states.
    approve: (request, context) =>
      showApproval(document, request, {
        context: { origin, metadata: appMetadata, ...context },
        // Issue 25 item 2: the gateway simulates the transaction or batch (POST /v1/simulate).
        simulate: (path, body) => calls.post(path, body),
      }),
    syncAppMetadata: (payload) => {
      appMetadata = payload
    },
    codes: codeEntry(document),
    dismissApprovals: () => {
      dismissApprovals()
      dismissExportScreens()
      dismissCustodyScreens()
    },
    applyTheme: (theme) => applyTheme(document, theme),
    exportScreens: {
      askCode: (email, verify) => askExportCode(document, email, verify),
      showKey: (privateKey, manage) => showPrivateKey(document, privateKey, manage),
    },
    chainId: Number(params.get('chainId') ?? 31337) || 31337,
    appOrigin: origin,
    ...(isAddress(__PORTICO_SMART_ACCOUNT_FACTORY__)
      ? { smartAccountFactory: __PORTICO_SMART_ACCOUNT_FACTORY__ }
      : {}),
  })
  const social = socialHandlers({
    base,
    social: socialGateway(calls),
    sessions,
    appOrigin: origin,
    ownOrigin: location.origin,
    pendingStorage: localStorage,
  })
  const farcaster = farcasterHandlers({
    base,
    sessions,
    appOrigin: origin,
    farcaster: farcasterGateway(calls),
  })
  startFrameRuntime(window, origin, { ...base, ...social, ...farcaster })
}
