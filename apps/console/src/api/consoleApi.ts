/** The switches of a project (services/gateway/src/console/projectFeatures.ts). */
export const FEATURES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'names',
  'smartSessions',
  'siwx',
  'analytics',
] as const
export type Feature = (typeof FEATURES)[number]
export type FeatureSwitches = Record<Feature, boolean>

/** The signed-in operator. */
export interface Operator {
  subject: string
  name: string
  email?: string
}

/** A project in the list. */
export interface ProjectSummary {
  id: string
  name: string
  origins: number
}

/** A project as the console edits it. */
export interface ProjectDetails {
  id: string
  name: string
  allowedOrigins: string[]
  features: FeatureSwitches
  updatedAt: string
}

/** One audit-log entry. */
export interface AuditEntry {
  id: string
  at: string
  actor: string
  action: string
  before: unknown
  after: unknown
}

/** Connections on one UTC day. */
export interface DailyCount {
  day: string
  connections: number
}

/** Connections with one wallet or connector type. */
export interface BreakdownCount {
  key: string
  connections: number
}

/** Connections per day and their breakdowns over the same days. */
export interface ConnectionStats {
  days: DailyCount[]
  byWallet: BreakdownCount[]
  byConnector: BreakdownCount[]
}

/** A refusal of the console API: the gateway's error code, message and field. */
export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

const BASE = '/console/api'

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: init.body ? { 'content-type': 'application/json' } : {},
  })
  if (res.status === 204) return undefined as T
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
  if (!res.ok) {
    throw new ConsoleApiError(
      res.status,
      String(body.code ?? 'HTTP_ERROR'),
      String(body.message ?? res.statusText),
      typeof body.field === 'string' ? body.field : undefined,
    )
  }
  return body as T
}

/**
 * The console's one HTTP client (views call it through their state hooks, never `fetch`): same-origin calls to the
 * gateway's `/console/api/`, with the session cookie; a refusal throws a {@link ConsoleApiError}.
 */
export const consoleApi = {
  /** Where the sign-in starts (a top-level navigation to the identity provider). */
  loginUrl: `${BASE}/login`,
  /** The operator, or undefined when not signed in. */
  async me(): Promise<Operator | undefined> {
    try {
      return await request<Operator>('/me')
    } catch (error) {
      if (error instanceof ConsoleApiError && error.status === 401) return undefined
      throw error
    }
  },
  logout: () => request<void>('/logout', { method: 'POST' }),
  projects: async () => (await request<{ projects: ProjectSummary[] }>('/projects')).projects,
  project: (id: string) => request<ProjectDetails>(`/projects/${encodeURIComponent(id)}`),
  saveProject: (id: string, change: { allowedOrigins: string[]; features: FeatureSwitches }) =>
    request<ProjectDetails>(`/projects/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: JSON.stringify(change),
    }),
  audit: async (id: string) =>
    (await request<{ entries: AuditEntry[] }>(`/projects/${encodeURIComponent(id)}/audit`)).entries,
  connections: (id: string, days = 14) =>
    request<ConnectionStats>(`/projects/${encodeURIComponent(id)}/connections?days=${days}`),
}
