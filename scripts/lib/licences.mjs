// The licence guard's logic (scripts/check-licences.mjs runs it on package-lock.json): which licences a
// package may carry, how a lockfile dependency resolves, and what is reachable from where.

/** Licences any package reachable from a published package's production dependencies may carry. */
export const PERMISSIVE = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'CC0-1.0',
  'MIT-0',
  'BlueOak-1.0.0',
  'Unlicense',
])

/** Licences development tooling may carry besides {@link PERMISSIVE} (file-level copyleft only). */
export const TOOLING_EXTRA = new Set(['MPL-2.0'])

/**
 * True when an SPDX expression is satisfied by `allowed`: `A OR B` needs one side, `A AND B` both,
 * parentheses group. Anything unparsable (a missing licence, "SEE LICENSE IN …", a custom text) is false.
 */
export function licenceAllowed(expression, allowed) {
  if (typeof expression !== 'string' || expression.trim() === '') return false
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? []
  let i = 0
  const primary = () => {
    const token = tokens[i++]
    if (token === '(') {
      const value = orExpr()
      if (tokens[i++] !== ')') throw new Error('unbalanced')
      return value
    }
    if (!token || token === ')' || token === 'AND' || token === 'OR') throw new Error('unexpected')
    return allowed.has(token.replace(/\+$/, ''))
  }
  const andExpr = () => {
    let value = primary()
    while (tokens[i] === 'AND') {
      i++
      value = primary() && value
    }
    return value
  }
  const orExpr = () => {
    let value = andExpr()
    while (tokens[i] === 'OR') {
      i++
      value = andExpr() || value
    }
    return value
  }
  try {
    const value = orExpr()
    return i === tokens.length && value
  } catch {
    return false
  }
}

/** The lockfile key a dependency `name` of the package at `from` resolves to (Node's lookup), or undefined. */
export function resolveDependency(lock, from, name) {
  let base = from
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (lock.packages[key]) return followLink(lock, key)
    if (!base) return undefined
    const cut = base.lastIndexOf('/node_modules/')
    base = cut >= 0 ? base.slice(0, cut) : ''
  }
}

function followLink(lock, key) {
  const entry = lock.packages[key]
  return entry?.link && typeof entry.resolved === 'string' ? entry.resolved : key
}

const nameOf = (lock, key) => lock.packages[key]?.name ?? key.slice(key.lastIndexOf('node_modules/') + 13)

/**
 * Every package reachable from `root` (a lockfile key such as `packages/walletconnect`) through
 * dependencies, optional dependencies and peer dependencies, each with the path that first reached it.
 * A required dependency missing from the lockfile is reported as a problem.
 */
export function reachable(lock, root) {
  const paths = new Map([[root, [nameOf(lock, root)]]])
  const missing = []
  const queue = [root]
  while (queue.length > 0) {
    const key = queue.shift()
    const entry = lock.packages[key] ?? {}
    const deps = [
      ...Object.keys(entry.dependencies ?? {}).map((n) => [n, true]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((n) => [n, false]),
      ...Object.keys(entry.peerDependencies ?? {}).map((n) => [n, false]),
    ]
    for (const [name, required] of deps) {
      const target = resolveDependency(lock, key, name)
      const path = [...(paths.get(key) ?? []), name]
      if (!target) {
        if (required) missing.push({ name, path })
        continue
      }
      if (paths.has(target)) continue
      paths.set(target, path)
      queue.push(target)
    }
  }
  return { paths, missing }
}

/**
 * The guard. `published` are the lockfile keys of the published packages (`packages/<dir>`); `allowlist`
 * maps a package name to `{ licence, reason }` for development tools that are separate programs. Returns
 * the problems, each naming the package, its licence and the path to it.
 */
export function checkLicences(lock, published, allowlist) {
  const problems = []
  const workspace = (key) => !key.includes('node_modules/')
  const publishedClosure = new Set()
  for (const root of published) {
    const { paths, missing } = reachable(lock, root)
    for (const { name, path } of missing) {
      problems.push(`${name} is a dependency of ${path.join(' → ')} but is not in package-lock.json`)
    }
    for (const [key, path] of paths) {
      publishedClosure.add(key)
      if (workspace(key)) continue
      const licence = lock.packages[key]?.license
      if (!licenceAllowed(licence, PERMISSIVE)) {
        problems.push(
          `${nameOf(lock, key)}@${lock.packages[key]?.version} (${licence ?? 'no licence'}) is reachable from a published package: ${path.join(' → ')}`,
        )
      }
    }
  }
  const tooling = new Set([...PERMISSIVE, ...TOOLING_EXTRA])
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (workspace(key) || entry.link || publishedClosure.has(key)) continue
    if (licenceAllowed(entry.license, tooling)) continue
    const name = nameOf(lock, key)
    const allowed = allowlist[name]
    if (allowed && allowed.licence === (entry.license ?? null) && allowed.reason) continue
    problems.push(
      `${name}@${entry.version} (${entry.license ?? 'no licence'}) is a development dependency with a licence outside the allow-list; add it to scripts/licence-allowlist.json with the reason, or drop it`,
    )
  }
  return problems
}
