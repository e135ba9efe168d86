// The names views, one lazy chunk (REQUIREMENTS L).
export { RegisterAccountNameView } from './RegisterAccountName.js'
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccess.js'
