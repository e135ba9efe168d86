import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileContracts, GENERATED_PATH, renderContractsModule } from '../src/compile.js'

describe('compiled contracts', () => {
  it('the committed src/generated/contracts.ts matches the Solidity sources (run `npm run -w tools/devnet compile`)', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(renderContractsModule(compileContracts()))
  })
})
