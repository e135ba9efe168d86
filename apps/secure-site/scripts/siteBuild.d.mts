/** apps/secure-site */
export const SITE_DIR: string
/** Where the builds live, one folder per source hash. */
export const BUILDS_DIR: string
/** The hash of everything the secure site's build reads (16 hex digits). */
export function siteSourceHash(): string
/** The folder of the production build of the current sources, built first when there is none. */
export function ensureSiteBuild(options?: {
  log?: (line: string) => void
}): Promise<{ dir: string; built: boolean }>
