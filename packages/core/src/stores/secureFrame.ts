import { createStore } from 'zustand/vanilla'

/**
 * Where an embedded wallet's frame lives (issue 22 item 9): the dialog element it is mounted in (`host`, set by
 * the dialog when it renders) and the frame element itself (`frame`, handed over by the connector when it
 * creates it), so views that place the frame over a region of theirs never query the page for it. Typed
 * `unknown`: core runs in Node and names no DOM type.
 */
export type SecureFrameState = {
  /** The dialog's element (a `ParentNode` in a browser), once the dialog has rendered. */
  host: unknown
  /** The embedded wallet's frame element, once its connector created it. */
  frame: unknown
}

export const createSecureFrameStore = () =>
  createStore<SecureFrameState>()(() => ({ host: undefined, frame: undefined }))

export type SecureFrameStore = ReturnType<typeof createSecureFrameStore>
