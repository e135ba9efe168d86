import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react'

/** A view loaded on demand that the dialog can start loading before it is shown (render it with {@link Preloaded}). */
export interface PreloadableView {
  /** Starts loading the view's module (once); resolves its component. */
  preload(): Promise<ComponentType>
  /** The component, once {@link PreloadableView.preload} has finished. */
  loaded(): ComponentType | undefined
  /** The same view for React.lazy, while it is not loaded. */
  lazy: LazyExoticComponent<ComponentType>
}

/** A view kept out of the first chunk (the first-click budget) that the dialog loads ahead of the click. */
export function preloadableView(load: () => Promise<ComponentType>): PreloadableView {
  let component: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const preload = () => {
    loading ??= load().then((c) => {
      component = c
      return c
    })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  return {
    preload,
    loaded: () => component,
    lazy: lazy(() => preload().then((c) => ({ default: c }))),
  }
}

/**
 * Renders `view` at once when it has been preloaded, else lazily: React reveals a suspended view only after its
 * 300 ms fallback throttle, which would hold back a view the user is waiting for. The component is picked once
 * per mount, so the view never remounts.
 */
export function Preloaded({ view }: { view: PreloadableView }) {
  const [Component] = useState(() => view.loaded() ?? view.lazy)
  return <Component />
}
