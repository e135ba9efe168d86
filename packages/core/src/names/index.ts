export * from './accountNameRules.js'
export * from './coinType.js'
