/**
 * Styles of the account, send and receive views. Rendered as a `<style>` by those views (all lazy), so the
 * first chunk does not carry them. Every value comes from a `--portico-*` property.
 */
export const ACCOUNT_CSS = `
.features { display: flex; gap: 8px; width: 100%; }
.features .button { flex: 1; }
.tabs { display: flex; gap: 4px; width: 100%; padding: 3px; border-radius: calc(var(--portico-border-radius-master) * 4);
  background: var(--portico-bg-2); }
.tabs [role="tab"] { flex: 1; padding: 6px 8px; border: 0; border-radius: calc(var(--portico-border-radius-master) * 3);
  background: transparent; color: var(--portico-fg-2); font: inherit; cursor: pointer; }
.tabs [role="tab"][aria-selected="true"] { background: var(--portico-bg); color: var(--portico-fg); font-weight: 600; }
.tabs [role="tab"]:focus-visible { outline: 2px solid var(--portico-accent); }
.tabs .badge { margin-inline-start: 4px; padding: 0 5px; border-radius: 999px; background: var(--portico-accent);
  color: #fff; font-size: 0.85em; font-weight: 600; }
.tabpanel { width: 100%; text-align: start; }
.token-row .amount { text-align: end; font-variant-numeric: tabular-nums; }
.sub { display: block; font-size: 0.85em; color: var(--portico-fg-2); }
.total { font-size: 1.4em; font-weight: 600; }
.total small { font-size: 0.7em; color: var(--portico-fg-2); }
.nft-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.nft-grid figure { margin: 0; padding: 6px; border-radius: calc(var(--portico-border-radius-master) * 4);
  background: var(--portico-bg-2); overflow: hidden; }
.nft-grid img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--portico-border-radius-master) * 3);
  background: var(--portico-bg-3); display: block; }
.nft-grid figcaption { padding-top: 4px; font-size: 0.85em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.month { margin: 12px 0 6px; font-size: 0.85em; color: var(--portico-fg-2); font-weight: 600; }
.activity-row .when { font-size: 0.85em; color: var(--portico-fg-2); white-space: nowrap; }
.activity-row a { color: var(--portico-accent); }
.field { display: flex; flex-direction: column; gap: 6px; width: 100%; text-align: start; }
.field input { width: 100%; padding: 10px 12px; border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-bg-2); color: inherit; font: inherit; }
.button:disabled { opacity: 0.5; cursor: not-allowed; }
.summary { width: 100%; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; text-align: start; margin: 0; }
.summary dt { color: var(--portico-fg-2); }
.summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.networks { display: flex; flex-direction: row; flex-wrap: wrap; gap: 6px; justify-content: center; }
`

/** The account views' stylesheet element. */
export function AccountStyles() {
  return <style>{ACCOUNT_CSS}</style>
}
