import type { Translations } from '../enCatalogue.js'

const ar: Translations = {}
export default ar
