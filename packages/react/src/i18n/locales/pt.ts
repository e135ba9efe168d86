import type { Translations } from '../enCatalogue.js'

const pt: Translations = {}
export default pt
