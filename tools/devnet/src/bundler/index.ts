export {
  BUNDLER_EXECUTOR_KEY,
  BUNDLER_UTILITY_KEY,
  DEFAULT_BUNDLER_B_PORT,
  DEFAULT_BUNDLER_PORT,
} from './bundlerConstants.js'
export { altoCliPath, type Bundler, startBundler } from './startBundler.js'
