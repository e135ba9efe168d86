/** Image sources we render: http(s), blob and data images only (remote data is never trusted). */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'blob:'
      ? url.href
      : undefined
  } catch {
    return undefined
  }
}

/** Links we render: http(s) only, so a `javascript:` URL from remote data can never run. */
export function safeLinkUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
