/** apps/console */
export const CONSOLE_DIR: string
/** Where the builds live, one folder per source hash. */
export const BUILDS_DIR: string
/** The hash of everything the console's build reads (16 hex digits). */
export function consoleSourceHash(): string
/** The folder of the production build of the current sources, built first when there is none. */
export function ensureConsoleBuild(options?: {
  log?: (line: string) => void
}): Promise<{ dir: string; built: boolean }>
