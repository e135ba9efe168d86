/**
 * The account-name views' strings in English (L-01, L-02): the catalogues' `names` group. The checks' messages
 * and tags (L-07) are core's and translate through the `messages` group.
 */
export const NAMES_EN = {
  chooseName: 'Choose a name',
  name: 'Name',
  placeholder: 'your-name',
  checking: 'Checking name',
  suggestions: 'Suggestions',
  signPrompt: 'Sign the message in your wallet to register the name',
  registering: 'Registering...',
  register: 'Register',
  success: 'Account name chosen successfully',
  backToAccount: 'Back to account',
}
