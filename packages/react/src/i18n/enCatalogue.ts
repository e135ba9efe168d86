import { MODAL_EN } from '../modal/Modal.js'
import { CONNECT_EN } from '../views/connectStrings.js'
import { VIEW_TITLES } from '../views/registry.js'

/**
 * Every English string group, by catalogue group name: what each locale translates. Only the tests and the
 * locale files' types use it (type-only imports), so no chunk carries it.
 */
export const EN_CATALOGUE = {
  modal: MODAL_EN,
  titles: VIEW_TITLES as Record<string, string>,
  connect: CONNECT_EN,
}

/** A locale's catalogue: any group and key of {@link EN_CATALOGUE}, plus core's messages by English text. */
export type Translations = {
  [G in keyof typeof EN_CATALOGUE]?: Partial<Record<keyof (typeof EN_CATALOGUE)[G], string>>
} & { messages?: Record<string, string> }
