/** The social login's strings in English (the Connect row, ConnectingSocial F-19): the `social` group. */
export const SOCIAL_EN = {
  socialLogin: 'Social login',
  continueWith: 'Continue with {name}',
  more: 'More social logins',
  popupBlocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site, or try again.',
  theProvider: 'the provider',
  waitingFor: 'Waiting for {name}',
  signInWith: 'Sign in with {name} in the window that opened.',
}
