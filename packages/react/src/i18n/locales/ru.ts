import type { Translations } from '../enCatalogue.js'

const ru: Translations = {}
export default ru
