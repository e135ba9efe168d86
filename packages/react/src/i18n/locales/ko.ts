import type { Translations } from '../enCatalogue.js'

const ko: Translations = {}
export default ko
