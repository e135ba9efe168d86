import { describe, expect, it } from 'vitest'
import { brokenLinks, headingAnchors, listDocFiles, sampleErrors, typedSamples } from './docsCheck.mjs'

// Issue 28 (Done when): the documentation has no broken link and every code sample type-checks.
describe('the documentation (README.md and docs/)', () => {
  const files = listDocFiles()

  it('finds the pages and their samples', () => {
    expect(files.length).toBeGreaterThan(20)
    expect(files.flatMap(typedSamples).length).toBeGreaterThan(10)
  })

  it('has no relative link to a missing file or heading', () => {
    expect(files.flatMap((file) => brokenLinks(file))).toEqual([])
  })

  it('has ts and tsx samples that type-check against the packages', { timeout: 240_000 }, () => {
    expect(sampleErrors(files)).toEqual([])
  })
})

describe('the checker itself', () => {
  it('numbers duplicate headings as GitHub and the site do', () => {
    expect([...headingAnchors('# A b\n\n## A b\n\n```md\n# not a heading\n```\n')]).toEqual(['a-b', 'a-b-1'])
  })
})
