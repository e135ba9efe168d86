import { useStrings } from '../i18n/useStrings.js'
import { EMAIL_EN } from '../views/emailStrings.js'

/** Digits in a one-time code (F-16). */
export const OTP_LENGTH = 6

/** The one-time code input (`otp-input`): digits only, at most six; the caller submits when it is full. */
export function OtpInput(props: { value: string; disabled: boolean; onChange(code: string): void }) {
  const t = useStrings('email', EMAIL_EN)
  return (
    <input
      className="input otp-input"
      data-testid="otp-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={t.code}
      maxLength={OTP_LENGTH}
      disabled={props.disabled}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value.replace(/[^0-9]/g, '').slice(0, OTP_LENGTH))}
    />
  )
}
