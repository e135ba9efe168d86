import type { Translations } from '../enCatalogue.js'

const es: Translations = {}
export default es
