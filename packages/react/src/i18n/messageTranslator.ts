type Template = { pattern: RegExp; names: string[]; text: string }

/*
 * No imports on purpose, not even `fill` from useStrings: this module is in the lazy catalogue loader's chunk,
 * and when that chunk imported useStrings (and through it React), rolldown split React out of the first chunk
 * into a preloaded file of its own (0.37 KiB gzip more before the first click, measured: 100.10 against 99.73).
 */

const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A template key (`'Swapping {from} to {amount} {to}'`) as a pattern capturing its values, or undefined. */
function template(english: string, text: string): Template | undefined {
  // split with a capture group: literals at even indexes, placeholder names at odd ones.
  const parts = english.split(/\{(\w+)\}/)
  const names = parts.filter((_, index) => index % 2 === 1)
  const source = parts.map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part))).join('')
  return names.length ? { pattern: new RegExp(`^${source}$`), names, text } : undefined
}

/**
 * Translates core's messages with a catalogue's `messages` group: a message with a key of its own by that key;
 * a message built with values (`'Swapping 1 ETH to 0.5 PRT'`) by the template key it matches (`'Swapping {from}
 * to {amount} {to}'`), its values kept; any other message stays as it is (English). Built once per catalogue,
 * in the lazy catalogue loader, so an English page carries none of it.
 */
export function messageTranslator(
  messages: Partial<Record<string, string>> = {},
): (english: string) => string {
  const templates = Object.entries(messages).flatMap(([english, text]) => {
    const found = text ? template(english, text) : undefined
    return found ? [found] : []
  })
  return (english) => {
    const exact = messages[english]
    if (exact !== undefined) return exact
    for (const { pattern, names, text } of templates) {
      const match = pattern.exec(english)
      if (match)
        return text.replace(/\{(\w+)\}/g, (whole, name: string) => match[names.indexOf(name) + 1] ?? whole)
    }
    return english
  }
}
