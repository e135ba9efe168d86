import type { Translations } from '../enCatalogue.js'

const it: Translations = {}
export default it
