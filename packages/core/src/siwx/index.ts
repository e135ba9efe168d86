export * from './siwxMessage.js'
export * from './siwxTypes.js'
