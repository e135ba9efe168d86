export * from './caip.js'
export * from './patterns.js'
export * from './validators.js'
