// The smart-session views, one lazy chunk (REQUIREMENTS N).
export { SmartSessionCreatedView } from './SmartSessionCreated.js'
export { SmartSessionListView } from './SmartSessionList.js'
