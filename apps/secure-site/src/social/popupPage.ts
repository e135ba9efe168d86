import { projectOfSocialState, TELEGRAM_RESULT_PARAM } from '@portico/core'
import { SOCIAL_LOADING_PATH, SOCIAL_RESULT_TYPE } from '@portico/embedded-wallet'
import { GatewayError, gatewayCalls } from '../frame/gatewayCalls.js'
import { socialGateway } from './socialGateway.js'
import { SOCIAL_CALLBACK_PATH } from './socialHandlers.js'

/** The error page's text for an answer whose state names no flow of a known project. */
export const NO_VALID_STATE_TEXT = 'This sign-in answer has no valid state.'

/** The callback page's text when no window of this browser started the flow (a link opened elsewhere). */
export const NOT_STARTED_HERE_TEXT =
  'This sign-in was not started in this browser window, so nobody was signed in. You can close this page.'

/** Whether this page is one of the social login popup's pages. */
export const isPopupPage = (path: string) => path === SOCIAL_LOADING_PATH || path === SOCIAL_CALLBACK_PATH

/** Replaces the page with a heading and a text (always text, never HTML: it may echo provider data). */
function show(doc: Document, testId: string, title: string, text: string) {
  const main = doc.createElement('main')
  main.setAttribute('data-testid', testId)
  main.style.cssText =
    'font: 15px/1.5 system-ui, sans-serif; max-width: 420px; margin: 48px auto; padding: 0 16px'
  const h1 = doc.createElement('h1')
  h1.textContent = title
  const p = doc.createElement('p')
  p.textContent = text
  main.append(h1, p)
  doc.body.replaceChildren(main)
}

/**
 * The social login popup's pages on the secure site (F-19):
 * - `/loading`: shown while the app asks the frame for the provider URL;
 * - `/social/callback`: the provider sent the user back. The gateway names where the flow reports (its state must
 *   be a live flow's); then the page posts `{ type, resultUri }` to the app's origin only (named by the gateway,
 *   never taken from the URL) and the app closes it; with no opener, a flow started for a same-window login
 *   (inside Telegram, F-21) goes back to the app's page with `?result_uri=`, and any other shows an error and
 *   sends nothing on. Either way the code is exchanged only when the frame that started the flow redeems it
 *   with its flow key (issue 22).
 */
export async function runPopupPage(win: Window, gatewayUrl: string): Promise<void> {
  const doc = win.document
  const url = new URL(win.location.href)
  if (url.pathname === SOCIAL_LOADING_PATH)
    return show(doc, 'social-loading', 'Signing in…', 'Connecting to the provider.')
  const state = url.searchParams.get('state') ?? ''
  const projectId = projectOfSocialState(state)
  if (!projectId) return show(doc, 'social-error', 'Sign-in failed', NO_VALID_STATE_TEXT)
  const declined = url.searchParams.get('error')
  if (declined) {
    // The provider's own refusal (the user declined): nothing to send on.
    return show(
      doc,
      'social-error',
      'Sign-in failed',
      `The provider did not sign you in (${declined.slice(0, 64)})`,
    )
  }
  show(doc, 'social-checking', 'Signing in…', 'Checking the answer of the provider.')
  try {
    const { appOrigin, returnUrl } = await socialGateway(gatewayCalls(gatewayUrl, projectId)).callback(
      url.toString(),
    )
    if (!win.opener && !returnUrl) {
      // Issue 22: no window waits for this answer (a link opened in another browser or tab). Nothing is sent on:
      // the answer is useless without the flow key of the frame that started it, and that frame is elsewhere.
      return show(doc, 'social-error', 'Sign-in failed', NOT_STARTED_HERE_TEXT)
    }
    if (!win.opener) {
      // F-21: no opener: a same-window login (inside Telegram). The app's page comes back with the result; the
      // app resumes only inside Telegram, and only the frame holding the flow key can redeem it.
      const back = new URL(returnUrl ?? '/', appOrigin)
      if (back.origin !== new URL(appOrigin).origin) back.href = new URL('/', appOrigin).href
      back.searchParams.set(TELEGRAM_RESULT_PARAM, url.toString())
      show(doc, 'social-done', 'Signed in', 'Returning to the app…')
      return win.location.replace(back.toString())
    }
    win.opener.postMessage({ type: SOCIAL_RESULT_TYPE, resultUri: url.toString() }, appOrigin)
    show(doc, 'social-done', 'Signing in…', 'The app finishes the sign-in. You can close this window.')
  } catch (error) {
    // The state names its project: a state tampered with there names a project the gateway does not know.
    const badProject = error instanceof GatewayError && error.field === 'projectId'
    show(doc, 'social-error', 'Sign-in failed', badProject ? NO_VALID_STATE_TEXT : (error as Error).message)
  }
}
