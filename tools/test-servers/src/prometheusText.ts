/** One sample line of a Prometheus text exposition: its series name (`x_bucket`, `x_sum`…), labels and value. */
export interface MetricSample {
  name: string
  labels: Record<string, string>
  value: number
}

/** One metric family: its `# TYPE`, `# HELP` and samples. */
export interface MetricFamily {
  name: string
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped'
  help: string
  samples: MetricSample[]
}

const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`)
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\[\\"n])*)"\s*(,|$)/y
/** Series names a family of each type may write besides its own name. */
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {}
  LABEL.lastIndex = 0
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text)
    if (!m) throw new Error(`Malformed labels in: ${line}`)
    labels[m[1] as string] = (m[2] as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
  }
  return labels
}

/** A sample value as Prometheus reads it (Go's ParseFloat: `NaN`, `+Inf` and `-Inf` in any case). */
function parseValue(raw: string, line: string): number {
  if (/^\+?inf$/i.test(raw)) return Number.POSITIVE_INFINITY
  if (/^-inf$/i.test(raw)) return Number.NEGATIVE_INFINITY
  if (/^nan$/i.test(raw)) return Number.NaN
  const n = Number(raw)
  if (raw === '' || Number.isNaN(n)) throw new Error(`Malformed value in: ${line}`)
  return n
}

/**
 * Parses a Prometheus text exposition (format 0.0.4, what `GET /metrics` answers) into its families by name.
 * Strict: a malformed line, a sample of no declared family or a family declared twice throws, so a test that
 * scrapes also proves the format.
 */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>()
  const family = (name: string) => {
    const known = families.get(name)
    if (known) return known
    const created: MetricFamily = { name, type: 'untyped', help: '', samples: [] }
    families.set(name, created)
    return created
  }
  let current: MetricFamily | undefined
  for (const line of text.split('\n')) {
    if (line === '') continue
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line)
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string]
      current = family(name)
      if (kind === 'HELP') current.help = rest
      else if (TYPES.has(rest)) current.type = rest as MetricFamily['type']
      else throw new Error(`Unknown metric type in: ${line}`)
      continue
    }
    if (line.startsWith('#')) continue
    const m = SAMPLE.exec(line)
    if (!m) throw new Error(`Malformed sample: ${line}`)
    const name = m[1] as string
    const owner =
      current &&
      (name === current.name || (SUFFIXES[current.type] ?? []).some((s) => name === current?.name + s))
        ? current
        : families.get(name)
    if (!owner) throw new Error(`Sample of no declared family: ${line}`)
    owner.samples.push({
      name,
      labels: parseLabels(m[2] ?? '', line),
      value: parseValue(m[3] as string, line),
    })
  }
  return families
}

/**
 * The value of the first sample named `series` (a family name, or for a histogram `x_count`, `x_sum`,
 * `x_bucket`) whose labels include `labels`; 0 when none matches.
 */
export function sampleValue(
  families: Map<string, MetricFamily>,
  series: string,
  labels: Record<string, string> = {},
): number {
  const familyName = series.replace(/_(bucket|sum|count)$/, '')
  const family = families.get(series) ?? families.get(familyName)
  const match = family?.samples.find(
    (s) => s.name === series && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )
  return match?.value ?? 0
}
