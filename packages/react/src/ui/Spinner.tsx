/** A loading indicator with an accessible label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="center" role="status" aria-label={label}>
      <div className="spinner" />
    </div>
  )
}
