import type { Translations } from '../enCatalogue.js'

const ja: Translations = {}
export default ja
