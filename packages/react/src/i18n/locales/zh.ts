import type { Translations } from '../enCatalogue.js'

const zh: Translations = {}
export default zh
