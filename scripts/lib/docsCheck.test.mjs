import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { brokenLinks, headingAnchors, listDocFiles, ROOT, sampleErrors, typedSamples } from './docsCheck.mjs'

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
  const dir = mkdtempSync(join(ROOT, 'node_modules', '.cache-docs-check-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const page = join(dir, 'page.md')
  writeFileSync(
    page,
    [
      '# Page',
      '',
      '## Real heading',
      '',
      'A [good link](#real-heading), [a missing file](./missing.md), [a missing heading](#nowhere) and',
      '`[code](./not-a-link.md)`.',
      '',
      '```ts',
      "const count: number = 'three'",
      '```',
      '',
      '```ts no-check',
      "const partial: number = 'skipped'",
      '```',
    ].join('\n'),
  )

  it('reports a link to a missing file or heading, with its line', () => {
    const problems = brokenLinks(page, dir)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/^page\.md:5: \.\/missing\.md points at missing\.md/)
    expect(problems[1]).toMatch(/^page\.md:5: #nowhere: no heading/)
  })

  it('reports a sample that does not type-check, and skips one fenced no-check', () => {
    const errors = sampleErrors([page], ROOT)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/page\.md:9: Type 'string' is not assignable to type 'number'/)
  }, 120_000) // runs tsc: a ceiling for a loaded machine, not a figure

  it('numbers duplicate headings as GitHub and the site do', () => {
    expect([...headingAnchors('# A b\n\n## A b\n\n```md\n# not a heading\n```\n')]).toEqual(['a-b', 'a-b-1'])
  })
})
