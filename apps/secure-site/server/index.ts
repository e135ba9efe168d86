export { frameAncestors } from './frameAncestors.js'
export {
  deriveWrapKey,
  type Middleware,
  siteKeyService,
  WRAP_KEY_INFO,
  WRAP_KEY_PATH,
} from './siteKeyService.js'
export { loadSiteSecret, MIN_SITE_SECRET_LENGTH } from './siteSecret.js'
export { secureSitePlugin } from './vitePlugin.js'
