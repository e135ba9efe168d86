import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/** packages/ of this repository. */
const PACKAGES = join(import.meta.dirname, '../../..')
/** A plain error where a Portico error belongs: `new Error(`, `new TypeError(`, `extends Error`. */
const PLAIN_ERROR = /\bnew (?:Type|Range)?Error\(|\bextends (?:Type|Range)?Error\b/
/** The one class that extends Error itself. */
const BASE_ERROR_FILE = join(import.meta.dirname, 'BaseError.ts')

/** Source files of the published packages: tests, type tests and test helpers (`testing/`) are not shipped. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('every error a package throws is a BaseError', () => {
  it('no packages/*/src file (tests aside) creates or extends a plain Error', () => {
    const packages = readdirSync(PACKAGES, { withFileTypes: true }).filter((d) => d.isDirectory())
    expect(packages.map((d) => d.name)).toContain('embedded-wallet')
    const offenders = packages.flatMap((pkg) =>
      sourceFiles(join(PACKAGES, pkg.name, 'src'))
        .filter((file) => file !== BASE_ERROR_FILE)
        .flatMap((file) =>
          readFileSync(file, 'utf8')
            .split('\n')
            .flatMap((line, i) =>
              PLAIN_ERROR.test(line) ? [`${relative(PACKAGES, file)}:${i + 1}: ${line.trim()}`] : [],
            ),
        ),
    )
    // Each line names a place to change: throw BaseError or a subclass (packages/core/src/errors).
    expect(offenders).toEqual([])
  })
})
