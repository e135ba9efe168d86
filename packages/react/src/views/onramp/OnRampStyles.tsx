/**
 * Styles of the on-ramp views, rendered as a `<style>` by those views (lazy), so the first chunk does not
 * carry them. Every value comes from a `--portico-*` property.
 */
const ONRAMP_CSS = `
.onramp-amount { display: flex; gap: 8px; width: 100%; }
.onramp-amount input { flex: 1; min-width: 0; }
.onramp-amount select { padding: 0 8px; border: 1px solid var(--portico-border); background: var(--portico-bg-2);
  color: inherit; font: inherit; border-radius: calc(var(--portico-border-radius-master) * 4); }
.onramp-quote { width: 100%; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; text-align: start; }
.onramp-quote dt { color: var(--portico-fg-2); }
.onramp-quote dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
`

export function OnRampStyles() {
  return <style>{ONRAMP_CSS}</style>
}
