/** The modal's stylesheet, scoped by the shadow root. Every value comes from a `--portico-*` property. */
export const MODAL_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
dialog {
  width: var(--portico-width); max-width: calc(100vw - 16px); max-height: calc(100vh - 32px);
  padding: 0; border: 1px solid var(--portico-border); border-radius: calc(var(--portico-border-radius-master) * 8);
  background: var(--portico-bg); color: var(--portico-fg); font-family: var(--portico-font-family);
  font-size: calc(var(--portico-font-size-master) * 1.4); overflow: hidden; z-index: var(--portico-z-index);
  transition: height var(--portico-duration-height) ease;
}
dialog::backdrop { background: var(--portico-overlay); }
/* Phone-sized screens: a sheet along the bottom edge, within reach of the thumb. */
@media (max-width: 430px) {
  dialog { width: 100%; max-width: 100%; margin: auto 0 0; border-bottom: 0;
    border-radius: calc(var(--portico-border-radius-master) * 8) calc(var(--portico-border-radius-master) * 8) 0 0; }
}
dialog[data-shake="true"] { animation: portico-shake var(--portico-duration-shake) ease-in-out; }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; }
header h2 { margin: 0; text-align: center; font-size: 1.1em; font-weight: 600;
  animation: portico-fade var(--portico-duration-header) ease; }
.icon-button { width: 32px; height: 32px; border: 0; border-radius: 50%; background: transparent; color: inherit;
  font-size: 1.3em; cursor: pointer; display: grid; place-items: center; }
.icon-button:hover, .icon-button:focus-visible { background: var(--portico-bg-2); }
.view { padding: 8px 12px 16px; overflow-y: auto; max-height: calc(100vh - 140px); }
.view[data-direction="next"] { animation: portico-in-next var(--portico-duration-view) ease; }
.view[data-direction="prev"] { animation: portico-in-prev var(--portico-duration-view) ease; }
@keyframes portico-in-next { from { opacity: 0; transform: translateX(8px); } }
@keyframes portico-in-prev { from { opacity: 0; transform: translateX(-8px); } }
[dir="rtl"] .view[data-direction="next"] { animation-name: portico-in-prev; }
[dir="rtl"] .view[data-direction="prev"] { animation-name: portico-in-next; }
[dir="rtl"] .back { transform: scaleX(-1); }
@keyframes portico-fade { from { opacity: 0; } }
.list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.row { display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px 10px; border: 0;
  border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-bg-2); color: inherit;
  font: inherit; text-align: start; cursor: pointer; }
.row:hover, .row:focus-visible { background: var(--portico-bg-3); }
.row[aria-current="true"] { outline: 2px solid var(--portico-accent); }
.row .name { flex: 1; font-weight: 500; }
.row img, .avatar { width: 36px; height: 36px; border-radius: calc(var(--portico-border-radius-master) * 2);
  object-fit: cover; background: var(--portico-bg-3); }
.glyph, .grid4 { width: 36px; height: 36px; flex: none; border-radius: calc(var(--portico-border-radius-master) * 2);
  background: var(--portico-bg-3); }
.glyph { display: grid; place-items: center; color: var(--portico-accent); }
.grid4 { display: grid; grid-template-columns: 14px 14px; gap: 2px; place-content: center; }
.row .grid4 img, .grid4 .cell { width: 14px; height: 14px; border-radius: 3px; background: var(--portico-bg-2); }
.tag { font-size: 0.8em; padding: 2px 6px; border-radius: 6px; background: var(--portico-bg-3); color: var(--portico-fg-2); }
.tag.accent { color: var(--portico-accent); }
.button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; padding: 10px 16px;
  border: 0; border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-accent);
  color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.button.secondary { background: var(--portico-bg-2); color: var(--portico-fg); }
.button:focus-visible, .row:focus-visible, .icon-button:focus-visible, input:focus-visible {
  outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.center { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px 8px; text-align: center; }
.muted { color: var(--portico-fg-2); }
.error { color: var(--portico-error); }
.big-icon { width: 72px; height: 72px; border-radius: 18px; }
input[type="search"] { width: 100%; padding: 10px 12px; border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-bg-2); color: inherit; font: inherit; }
.input { flex: 1; min-width: 0; padding: 10px 12px; border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-bg-2); color: inherit; font: inherit; }
.email-form { display: flex; gap: 8px; margin: 12px 0 4px; }
.otp-region { align-self: stretch; width: 100%; }
.link-button { border: 0; background: none; color: var(--portico-accent); font: inherit; cursor: pointer; }
.link-button:disabled { color: var(--portico-fg-2); cursor: default; }
.grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
.tile { display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; height: 100%;
  padding: 8px 4px; border: 0;
  border-radius: calc(var(--portico-border-radius-master) * 4); background: var(--portico-bg-2); color: inherit;
  font: inherit; font-size: 0.85em; cursor: pointer; overflow: hidden; }
.tile:hover, .tile:focus-visible { background: var(--portico-bg-3); }
.tile span { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tile img { width: 48px; height: 48px; border-radius: 12px; background: var(--portico-bg-3); }
.scroller { height: 360px; overflow-y: auto; position: relative; margin-top: 8px; }
.spinner { width: 24px; height: 24px; border: 3px solid var(--portico-bg-3); border-top-color: var(--portico-accent);
  border-radius: 50%; animation: portico-spin 0.8s linear infinite; }
@keyframes portico-spin { to { transform: rotate(360deg); } }
.snackbar { position: absolute; left: 50%; bottom: 12px; transform: translateX(-50%); padding: 8px 14px;
  border-radius: 999px; background: var(--portico-bg-3); color: var(--portico-fg); white-space: nowrap; }
.snackbar[data-variant="error"] { color: var(--portico-error); }
.alert { margin: 0 12px 8px; padding: 8px 12px; border-radius: 8px; background: var(--portico-bg-2); color: var(--portico-error); }
.address { font-family: ui-monospace, monospace; font-size: 1.1em; }
.balance { font-size: 1.6em; font-weight: 600; }
.legal { margin-top: 12px; font-size: 0.85em; text-align: center; }
.legal a { color: var(--portico-fg-2); }
@media (prefers-reduced-motion: reduce) { *, dialog { animation: none !important; transition: none !important; } }
`
