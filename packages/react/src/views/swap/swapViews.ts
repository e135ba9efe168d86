/** The swap views in one lazy chunk: SwapPreview is reached only from Swap. */
export { SwapView } from './Swap.js'
export { SwapPreviewView } from './SwapPreview.js'
