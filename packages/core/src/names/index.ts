export * from './accountNameRules.js'
export * from './coinType.js'
export * from './nameMessages.js'
