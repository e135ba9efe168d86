import { describe, expect, it } from 'vitest'
import type { ProjectDetails } from '../src/api/consoleApi.js'
import { draftOf, draftReducer, isDirty, originProblem, previewOrigin } from '../src/state/projectDraft.js'

const PROJECT: ProjectDetails = {
  id: 'portico-dev',
  name: 'Portico development',
  allowedOrigins: ['http://127.0.0.1:*', 'https://*.shop.example'],
  features: {
    email: true,
    socials: true,
    swaps: false,
    onramp: true,
    names: false,
    smartSessions: false,
    siwx: false,
    analytics: true,
  },
  updatedAt: '2026-11-27T00:00:00.000Z',
}

describe('the project draft the console edits', () => {
  it('P-05 refuses an origin that is not a pattern, or already listed, and names why', () => {
    expect(originProblem(PROJECT.allowedOrigins, 'https://*.com')).toMatch(/not an origin pattern/)
    expect(originProblem(PROJECT.allowedOrigins, 'HTTPS://*.shop.example')).toMatch(/already listed/)
    expect(originProblem(PROJECT.allowedOrigins, '  ')).toMatch(/Enter an origin/)
    expect(originProblem(PROJECT.allowedOrigins, 'https://app.example.com')).toBeUndefined()
    const draft = draftReducer(draftOf(PROJECT), { type: 'addOrigin', origin: 'https://*.com' })
    expect(draft.allowedOrigins).toEqual(PROJECT.allowedOrigins)
  })

  it('P-05 previews which patterns admit an example origin', () => {
    expect(previewOrigin(PROJECT.allowedOrigins, 'https://a.shop.example')).toEqual([
      'https://*.shop.example',
    ])
    expect(previewOrigin(PROJECT.allowedOrigins, 'http://127.0.0.1:5173')).toEqual(['http://127.0.0.1:*'])
    expect(previewOrigin(PROJECT.allowedOrigins, 'https://evil.example')).toEqual([])
  })

  it('tracks edits against what was saved', () => {
    let draft = draftOf(PROJECT)
    expect(isDirty(draft)).toBe(false)
    draft = draftReducer(draft, { type: 'addOrigin', origin: ' https://app.example.com ' })
    draft = draftReducer(draft, { type: 'toggle', feature: 'swaps' })
    expect(draft.allowedOrigins.at(-1)).toBe('https://app.example.com')
    expect(draft.features.swaps).toBe(true)
    expect(isDirty(draft)).toBe(true)
    draft = draftReducer(draft, { type: 'removeOrigin', origin: 'https://app.example.com' })
    draft = draftReducer(draft, { type: 'toggle', feature: 'swaps' })
    expect(isDirty(draft)).toBe(false)
  })
})
