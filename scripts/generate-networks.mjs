#!/usr/bin/env node
// `node scripts/generate-networks.mjs [--check]`: writes `@portico/core/networks`' generated module from the
// installed viem's `viem/chains` (scripts/lib/networksModule.mjs). Run it after upgrading viem and commit the
// result; `--check` exits 1 when the committed module is not what the installed viem gives.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import * as chains from 'viem/chains'
import { NETWORKS_MODULE_PATH, renderNetworksModule } from './lib/networksModule.mjs'

const ROOT = join(import.meta.dirname, '..')
const { version } = createRequire(import.meta.url)('viem/package.json')
const target = join(ROOT, NETWORKS_MODULE_PATH)
const text = renderNetworksModule(chains, version)

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error(
      `[generate-networks] ${NETWORKS_MODULE_PATH} is stale: run node scripts/generate-networks.mjs`,
    )
    process.exit(1)
  }
  console.log(`[generate-networks] ${NETWORKS_MODULE_PATH} matches viem ${version}`)
} else {
  writeFileSync(target, text)
  console.log(`[generate-networks] wrote ${NETWORKS_MODULE_PATH} from viem ${version}`)
}
