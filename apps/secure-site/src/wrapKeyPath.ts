/** Path of the site key service on the secure site's own origin (served by `server/siteKeyService.ts`). */
export const WRAP_KEY_PATH = '/api/wrap-key'
