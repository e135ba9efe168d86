import { useSyncExternalStore } from 'react'

/** Where the console is: the project list, or one project (`#/projects/<id>`). */
export type Route = { view: 'projects' } | { view: 'project'; id: string }

/** Reads a location hash. */
export function routeOf(hash: string): Route {
  const match = /^#\/projects\/([^/]+)$/.exec(hash)
  if (match?.[1]) return { view: 'project', id: decodeURIComponent(match[1]) }
  return { view: 'projects' }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/** The current route, following the location hash (links are plain `<a href="#/…">`, so Back works). */
export const useHashRoute = (): Route => routeOf(useSyncExternalStore(subscribe, () => window.location.hash))

/** The link to a project's page. */
export const projectHref = (id: string): string => `#/projects/${encodeURIComponent(id)}`
