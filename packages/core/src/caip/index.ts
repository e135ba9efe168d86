export * from './caip.js'
export * from './validators.js'
