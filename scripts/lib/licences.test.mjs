import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkLicences, licenceAllowed, PERMISSIVE } from './licences.mjs'

const ROOT = join(import.meta.dirname, '..', '..')
const COMMUNITY_LICENSE = 'SEE LICENSE IN LICENSE.md'

/** A lockfile like the one before issue 24: the connector on sign-client 2.25 under the vendor's licence. */
function vendorLock() {
  return {
    packages: {
      '': { name: 'portico' },
      'packages/walletconnect': {
        name: '@portico/walletconnect',
        license: 'MIT',
        dependencies: { '@portico/core': '*', '@walletconnect/sign-client': '^2.25.0' },
        devDependencies: { '@reown/walletkit': '^1.6.0' },
      },
      'packages/core': { name: '@portico/core', license: 'MIT', dependencies: { viem: '^2' } },
      'node_modules/@portico/core': { resolved: 'packages/core', link: true },
      'node_modules/viem': { version: '2.40.0', license: 'MIT' },
      'node_modules/@walletconnect/sign-client': {
        version: '2.25.0',
        license: COMMUNITY_LICENSE,
        dependencies: { '@walletconnect/core': '2.25.0' },
      },
      'node_modules/@walletconnect/core': {
        version: '2.25.0',
        license: COMMUNITY_LICENSE,
        dependencies: { '@walletconnect/relay-auth': '^1' },
      },
      'node_modules/@walletconnect/relay-auth': { version: '1.1.0', license: 'MIT' },
      'node_modules/@reown/walletkit': { version: '1.6.0', license: COMMUNITY_LICENSE, dev: true },
    },
  }
}

describe('licence guard', () => {
  it('reads SPDX expressions: OR needs one side, AND both; a custom licence text is never allowed', () => {
    expect(licenceAllowed('MIT', PERMISSIVE)).toBe(true)
    expect(licenceAllowed('(MIT OR EUPL-1.1+)', PERMISSIVE)).toBe(true)
    expect(licenceAllowed('Apache-2.0 AND LGPL-3.0-or-later', PERMISSIVE)).toBe(false)
    expect(licenceAllowed('(Apache-2.0 AND MIT)', PERMISSIVE)).toBe(true)
    expect(licenceAllowed(COMMUNITY_LICENSE, PERMISSIVE)).toBe(false)
    expect(licenceAllowed(undefined, PERMISSIVE)).toBe(false)
  })

  it('names the vendor-licensed package a published package reaches, and the path to it', () => {
    const problems = checkLicences(vendorLock(), ['packages/walletconnect'], {})
    expect(problems).toEqual([
      `@walletconnect/sign-client@2.25.0 (${COMMUNITY_LICENSE}) is reachable from a published package: @portico/walletconnect → @walletconnect/sign-client`,
      `@walletconnect/core@2.25.0 (${COMMUNITY_LICENSE}) is reachable from a published package: @portico/walletconnect → @walletconnect/sign-client → @walletconnect/core`,
      expect.stringContaining('@reown/walletkit@1.6.0'),
    ])
  })

  it('an allow-list entry covers a tool but never a package a published package reaches', () => {
    const reason = 'test oracle'
    const allowlist = {
      '@reown/walletkit': { licence: COMMUNITY_LICENSE, reason },
      '@walletconnect/sign-client': { licence: COMMUNITY_LICENSE, reason },
      '@walletconnect/core': { licence: COMMUNITY_LICENSE, reason },
    }
    const problems = checkLicences(vendorLock(), ['packages/walletconnect'], allowlist)
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).not.toContain('walletkit')
    // An entry whose licence no longer matches the lockfile (a new version changed it) does not count.
    const changed = { '@reown/walletkit': { licence: 'Apache-2.0', reason } }
    expect(checkLicences(vendorLock(), [], changed).join('\n')).toContain('@reown/walletkit@1.6.0')
  })

  it('passes on this repository: no published package reaches a licence outside the list', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'))
    const allowlist = JSON.parse(
      readFileSync(join(ROOT, 'scripts', 'licence-allowlist.json'), 'utf8'),
    ).packages
    const published = Object.keys(lock.packages).filter((k) => /^packages\/[^/]+$/.test(k))
    expect(published).toContain('packages/walletconnect')
    expect(checkLicences(lock, published, allowlist)).toEqual([])
  })
})
