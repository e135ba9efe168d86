/**
 * The email views' strings in English (EmailVerifyOtp F-16, the update-email steps F-23, the code input): the
 * catalogues' `email` group. Loaded with those lazy views.
 */
export const EMAIL_EN = {
  enterCodeSentTo: 'Enter the code we sent to {email}',
  expires: 'The code expires in 20 minutes',
  resent: 'Code email resent',
  resendIn: 'Resend in {seconds}s',
  resend: 'Resend Code',
  code: 'Code',
  newEmail: 'New email',
  continue: 'Continue',
  enterCodeCurrent: 'Enter the code we sent to your current email',
  yourNewEmail: 'your new email',
}
