/** Separates the project id from the random part of a social login `state` (project ids never contain it). */
const SEPARATOR = '~'

/**
 * The `state` of a social login flow: `<projectId>~<random>`. The secure site's popup page learns from it which
 * project to name when it reports the provider's answer to the gateway. Pure; shared by gateway and secure site.
 */
export const socialStateFor = (projectId: string, random: string) => `${projectId}${SEPARATOR}${random}`

/** The project named by a social login state, or null when it names none. */
export function projectOfSocialState(state: string): string | null {
  const i = state.lastIndexOf(SEPARATOR)
  return i > 0 ? state.slice(0, i) : null
}
