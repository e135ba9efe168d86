// @vitest-environment node
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type * as Esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const ENTRY = fileURLToPath(new URL('./index.ts', import.meta.url))

/** What the adapter may add to the first chunk, minified and before gzip (the Solana libraries are far larger). */
const FIRST_CHUNK_BUDGET_BYTES = 40_000

describe('@portico/solana bundle', () => {
  it('issue 14 budget: keeps @solana/kit and the program clients out of the first chunk, in a chunk loaded on demand', () => {
    const { buildSync } = require('esbuild') as typeof Esbuild
    const result = buildSync({
      entryPoints: [ENTRY],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      metafile: true,
      write: false,
      outdir: '/virtual',
      // core is the modal's own code, counted in its own budget.
      external: ['@portico/core'],
    })
    const outputs = Object.entries(result.metafile.outputs)
    // Dynamic imports get an `entryPoint` too; the first chunk is the one of index.ts.
    const [entryName, entry] = outputs.find(([, output]) => output.entryPoint?.endsWith('src/index.ts')) ?? []
    const entryInputs = Object.keys(entry?.inputs ?? {})
    expect(entryName).toBeDefined()
    expect(entryInputs.some((input) => input.includes('node_modules/@solana/kit'))).toBe(false)
    expect(entryInputs.some((input) => input.includes('node_modules/@solana-program'))).toBe(false)
    expect(entry?.bytes).toBeLessThan(FIRST_CHUNK_BUDGET_BYTES)
    const lazy = outputs.filter(([name]) => name !== entryName)
    expect(
      lazy.some(([, output]) =>
        Object.keys(output.inputs).some((input) => input.includes('@solana-program/token')),
      ),
    ).toBe(true)
  })
})
