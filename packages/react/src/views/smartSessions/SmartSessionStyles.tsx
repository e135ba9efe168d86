/** Styles of the smart-session views (lazy, so the first chunk does not carry them); `--portico-*` values only. */
const SMART_SESSION_CSS = `
.sessions { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; width: 100%; }
.session { padding: 10px 12px; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-bg-2);
  display: flex; flex-direction: column; gap: 6px; }
.session-permissions { margin: 0; padding-left: 16px; overflow-wrap: anywhere; }
.session p { margin: 0; }
`

/** The smart-session views' stylesheet element. */
export function SmartSessionStyles() {
  return <style>{SMART_SESSION_CSS}</style>
}
