import type { Server } from 'node:http'

/** Serves `dir` on 127.0.0.1 (a free port); index.html for paths that are not files. */
export function serveStatic(dir: string): Promise<Server>
