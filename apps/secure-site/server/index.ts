export { frameAncestors } from './frameAncestors.js'
export {
  APP_ORIGIN_HEADER,
  createKeyService,
  KEY_SERVICE_PATH,
  type KeyServiceOptions,
} from './keyService.js'
export {
  deriveWrapKey,
  type Middleware,
  siteKeyService,
  WRAP_KEY_INFO,
  WRAP_KEY_PATH,
} from './siteKeyService.js'
export { sitePage } from './sitePage.js'
export { loadSiteSecret, MIN_SITE_SECRET_LENGTH } from './siteSecret.js'
export { createSiteServer, PAGE_ROUTES, type SiteServerOptions } from './siteServer.js'
export { staticFiles } from './staticFiles.js'
