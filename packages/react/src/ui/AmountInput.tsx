/** A decimal amount input: numeric keyboard on phones, no autofill; the text goes to `onChange` as typed. */
export function AmountInput(props: {
  testId: string
  value: string | undefined
  placeholder?: string
  onChange(text: string): void
}) {
  return (
    <input
      data-testid={props.testId}
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder ?? '0'}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
