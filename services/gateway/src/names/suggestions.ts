import { accountNameProblem, fullAccountName } from '@portico/core'
import { NAME_SUGGESTIONS_COUNT } from './namesConfig.js'

/** Endings tried after the typed label, in order, when it is taken or to offer alternatives. */
const ENDINGS = ['1', '2', '3', '-app', '-id', '42', '-web3', '7', '99', '-xyz']

/**
 * U-14: the full names to offer for a typed label: the label itself first, then variants that follow R-05
 * (`alice1`, `alice-app`, …). The caller marks which are registered.
 */
export function suggestionCandidates(label: string, zone: string): string[] {
  const lower = label.toLowerCase()
  const variants = ENDINGS.map((e) => `${lower}${e}`).filter((v) => accountNameProblem(v) === undefined)
  return [lower, ...variants].map((l) => fullAccountName(l, zone))
}

/** The answer: the typed name with its state, then the first available variants. */
export function pickSuggestions(candidates: readonly string[], registered: ReadonlySet<string>) {
  const [typed, ...rest] = candidates
  const available = rest.filter((n) => !registered.has(n)).slice(0, NAME_SUGGESTIONS_COUNT - 1)
  return [
    ...(typed ? [{ name: typed, registered: registered.has(typed) }] : []),
    ...available.map((name) => ({ name, registered: false })),
  ]
}
