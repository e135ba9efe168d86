import { originMatches, validateOriginPattern } from '@portico/core'
import type { Feature, FeatureSwitches, ProjectDetails } from '../api/consoleApi.js'

/** A project being edited: what was loaded and what the operator changed since. */
export interface ProjectDraft {
  saved: ProjectDetails
  allowedOrigins: string[]
  features: FeatureSwitches
}

/** The edits the project page makes. */
export type DraftAction =
  | { type: 'load'; project: ProjectDetails }
  | { type: 'addOrigin'; origin: string }
  | { type: 'removeOrigin'; origin: string }
  | { type: 'toggle'; feature: Feature }

/** A fresh draft of `project`. */
export const draftOf = (project: ProjectDetails): ProjectDraft => ({
  saved: project,
  allowedOrigins: [...project.allowedOrigins],
  features: { ...project.features },
})

/** Applies one edit. Adding an origin that is invalid or already listed changes nothing (see {@link originProblem}). */
export function draftReducer(draft: ProjectDraft, action: DraftAction): ProjectDraft {
  switch (action.type) {
    case 'load':
      return draftOf(action.project)
    case 'addOrigin':
      return originProblem(draft.allowedOrigins, action.origin)
        ? draft
        : { ...draft, allowedOrigins: [...draft.allowedOrigins, action.origin.trim()] }
    case 'removeOrigin':
      return { ...draft, allowedOrigins: draft.allowedOrigins.filter((o) => o !== action.origin) }
    case 'toggle':
      return { ...draft, features: { ...draft.features, [action.feature]: !draft.features[action.feature] } }
  }
}

/** Whether the draft differs from what was saved. */
export const isDirty = (draft: ProjectDraft): boolean =>
  JSON.stringify([draft.allowedOrigins, draft.features]) !==
  JSON.stringify([draft.saved.allowedOrigins, draft.saved.features])

/**
 * Why `origin` cannot be added (P-05's pattern rule, core's `validateOriginPattern`, the same the gateway applies
 * on save), or undefined when it can.
 */
export function originProblem(listed: readonly string[], origin: string): string | undefined {
  const pattern = origin.trim()
  if (!pattern) return 'Enter an origin, like https://app.example.com'
  const problem = validateOriginPattern(pattern)
  if (problem) return problem
  if (listed.some((o) => o.toLowerCase() === pattern.toLowerCase())) return `${pattern} is already listed`
  return undefined
}

/** The preview of an example origin against the list: the patterns that admit it (P-05). */
export function previewOrigin(listed: readonly string[], example: string): string[] {
  const origin = example.trim()
  if (!origin) return []
  return listed.filter((pattern) => originMatches(pattern, origin))
}
