import { jsonOf, type RawRequest, type RawResponse, send } from './rawHttp.js'

/** Requests in flight at once while a suite fires its cases. */
const CONCURRENCY = 8

/** One malformed request and what its answer must satisfy. */
export interface Case {
  label: string
  request: RawRequest
  /**
   * The request field at fault: a 400 `INVALID_PARAM` answer must name it (exactly, or as a prefix
   * ending in `.` for body fields such as `body.eventId`).
   */
  field?: string
  /** Statuses the answer must have, when the case is precise enough to say. */
  expectStatus?: readonly number[]
}

/** Checks one answer; returns the problems found (empty when it is fine). */
export function problemsOf(c: Case, res: RawResponse): string[] {
  const problems: string[] = []
  const where = `${c.label}: ${c.request.method} ${c.request.path.slice(0, 120)}`
  if (res.status >= 500) problems.push(`${where} → ${res.status} ${res.text.slice(0, 200)}`)
  if (c.expectStatus && !c.expectStatus.includes(res.status)) {
    problems.push(`${where} → ${res.status}, expected ${c.expectStatus.join(' or ')}`)
  }
  if (res.status < 400 || c.request.method === 'HEAD') return problems
  const body = jsonOf(res)
  const type = String(res.headers['content-type'] ?? '')
  if (!body || !type.startsWith('application/json')) {
    problems.push(`${where} → ${res.status} without a JSON body (${type}): ${res.text.slice(0, 120)}`)
    return problems
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string') {
    problems.push(`${where} → ${res.status} body lacks code/message: ${res.text.slice(0, 120)}`)
  }
  const field = typeof body.field === 'string' ? body.field : undefined
  if (c.field && body.code === 'INVALID_PARAM') {
    const named = field === c.field || (field?.startsWith(`${c.field}.`) ?? false)
    if (!named) problems.push(`${where} → 400 names field ${field ?? '(none)'}, expected ${c.field}`)
  }
  if ((body.code === 'UNKNOWN_PROJECT' || body.code === 'MISSING_PROJECT_ID') && field !== 'projectId') {
    problems.push(`${where} → ${body.code} without field projectId`)
  }
  return problems
}

/** Sends every case (a few at a time) and returns every problem found. */
export async function runCases(base: string, cases: readonly Case[]): Promise<string[]> {
  const problems: string[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++] as Case
      try {
        problems.push(...problemsOf(c, await send(base, c.request)))
      } catch (error) {
        problems.push(`${c.label}: ${c.request.method} ${c.request.path.slice(0, 120)} → ${String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return problems
}
