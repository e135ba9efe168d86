import { createContext } from 'react'

/**
 * Issue 22 item 9: the embedded wallet's frame, as its connector handed it to core (`stores.secureFrame.frame`),
 * provided by the dialog to the regions that place it (SecureFrameRegion), so no view looks it up in the page.
 */
export const SecureFrameContext = createContext<unknown>(undefined)
