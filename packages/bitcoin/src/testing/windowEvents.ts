// Test setup: gives Node a `window` that is an EventTarget, all that wallet-standard's registry uses of it.
if (typeof (globalThis as { window?: unknown }).window === 'undefined') {
  Object.assign(globalThis, { window: new EventTarget() })
}
