export { createLocalSiwx } from './createLocalSiwx.js'
export * from './siwxMessage.js'
export * from './siwxPlaceholder.js'
export * from './siwxTypes.js'
