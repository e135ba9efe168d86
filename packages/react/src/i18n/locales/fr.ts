import type { Translations } from '../enCatalogue.js'

const fr: Translations = {}
export default fr
