import type { Translations } from '../enCatalogue.js'

const de: Translations = {}
export default de
