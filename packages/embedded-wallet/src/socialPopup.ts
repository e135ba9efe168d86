/** F-19: the social popup's window features. */
export const SOCIAL_POPUP_FEATURES = 'width=600,height=800,scrollbars=yes'
/** F-19: the popup's window name (a second click reuses the same window). */
export const SOCIAL_POPUP_NAME = 'portico-social-login'
/** F-19: how often the app checks whether the user closed the popup. */
export const SOCIAL_POPUP_CHECK_MS = 1000
/** F-19: where the popup opens first, on the secure site, while the provider URL is fetched. */
export const SOCIAL_LOADING_PATH = '/loading'
/** Type of the popup's result message (posted by the secure site's `/social/callback` page). */
export const SOCIAL_RESULT_TYPE = '@portico/social-result'

/**
 * F-19: opens the social login popup on the secure site's `/loading` page. Call it synchronously in the click
 * handler (browsers block popups opened later); null means the browser blocked it.
 */
export function openSocialPopup(secureSiteUrl: string, win: Window = window): Window | null {
  return win.open(
    new URL(SOCIAL_LOADING_PATH, secureSiteUrl).toString(),
    SOCIAL_POPUP_NAME,
    SOCIAL_POPUP_FEATURES,
  )
}
