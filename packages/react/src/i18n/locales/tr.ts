import type { Translations } from '../enCatalogue.js'

const tr: Translations = {}
export default tr
