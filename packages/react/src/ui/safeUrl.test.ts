import { describe, expect, it } from 'vitest'
import { safeImageUrl, safeLinkUrl } from './safeUrl.js'

describe('remote URLs are never trusted', () => {
  it('links: only http(s)', () => {
    expect(safeLinkUrl('https://rainbow.me')).toBe('https://rainbow.me/')
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeLinkUrl('data:text/html,<script>')).toBeUndefined()
    expect(safeLinkUrl('not a url')).toBeUndefined()
  })

  it('images: http(s), blob and data images only', () => {
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=')
    expect(safeImageUrl('data:text/html;base64,PHN2Zz4=')).toBeUndefined()
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
  })
})
