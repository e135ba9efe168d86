/** A workspace package under packages/. */
export interface WorkspacePackage {
  dir: string
  manifest: Record<string, unknown> & { name: string; version: string }
}

/** One packed package. */
export interface PackedPackage {
  name: string
  /** The staged directory (published manifest, dist/, README, LICENSE). */
  staged: string
  /** The `npm pack` tarball. */
  tarball: string
}

/** The publishable packages in build order. */
export function listPackages(): WorkspacePackage[]

/** The package.json that npm publishes, derived from the workspace one. */
export function publishManifest(
  manifest: Record<string, unknown>,
  versions: Map<string, string>,
): Record<string, unknown>

/** Builds every package (or `only` these and their dependencies), stages and packs each under `outDir`. */
export function packPackages(outDir: string, only?: string[]): PackedPackage[]
