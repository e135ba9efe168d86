import type { CoreContext } from '../controllers/context.js'
import type {
  EmbeddedLoginController,
  EmbeddedLoginDeps,
} from '../controllers/embeddedLogin/embeddedLoginController.js'

/**
 * Issue 22 item 9: `embeddedLogin()` resolves the embedded wallet's login controller (one per client), loading its
 * code on first use, so the first chunk carries none of it.
 */
export function createEmbeddedLoginLoader(
  ctx: Pick<CoreContext, 'connectors' | 'chains' | 'router' | 'modal'>,
  deps: EmbeddedLoginDeps,
): () => Promise<EmbeddedLoginController> {
  let loaded: Promise<EmbeddedLoginController> | undefined
  return () =>
    (loaded ??= import('../controllers/embeddedLogin/embeddedLoginController.js').then((m) =>
      m.createEmbeddedLoginController(ctx, deps),
    ))
}
