import { useId } from 'react'
import { type BreakdownCount, consoleApi, type DailyCount } from '../api/consoleApi.js'
import { useAsync } from '../state/useAsync.js'

const WIDTH = 640
const HEIGHT = 200
const PAD = { top: 16, right: 12, bottom: 28, left: 36 }

/** Round numbers for the vertical axis: 0, the top, and the middle when it is whole. */
function ticksOf(max: number): number[] {
  const top = Math.max(1, max)
  return top % 2 === 0 ? [0, top / 2, top] : [0, top]
}

/** The bars of a connections-per-day chart, in SVG coordinates. */
export function barsOf(days: readonly DailyCount[]) {
  const max = Math.max(1, ...days.map((d) => d.connections))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, days.length)
  return {
    max,
    bars: days.map((d, i) => {
      const h = (d.connections / max) * plotH
      return { ...d, x: PAD.left + i * slot + slot * 0.15, y: PAD.top + plotH - h, w: slot * 0.7, h }
    }),
  }
}

/**
 * Connections per day (the analytics store's CONNECT_SUCCESS events): an SVG bar chart drawn here, described by
 * its title, with the same numbers as a table for screen readers and anyone who prefers one.
 */
export function ConnectionsChart({ projectId }: { projectId: string }) {
  const data = useAsync(() => consoleApi.connections(projectId), `connections:${projectId}`)
  const titleId = useId()
  const days = data.value?.days ?? []
  const { max, bars } = barsOf(days)
  const total = days.reduce((sum, d) => sum + d.connections, 0)
  const busiest = Math.max(0, ...days.map((d) => d.connections))
  const plotBottom = HEIGHT - PAD.bottom
  return (
    <section aria-labelledby="connections-title" className="panel">
      <h2 id="connections-title">Connections per day</h2>
      {data.error ? (
        <p role="alert" className="error">
          {data.error.message}
        </p>
      ) : null}
      <figure className="chart" data-testid="console-chart-connections" data-total={total}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
          <title id={titleId}>
            {`${total} connections over the last ${days.length} days; the most in one day: ${busiest}`}
          </title>
          {ticksOf(max).map((tick) => {
            const y = PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - tick / Math.max(1, max))
            return (
              <g key={tick}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="grid" />
                <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="axis">
                  {tick}
                </text>
              </g>
            )
          })}
          {bars.map((bar, i) => (
            <g key={bar.day}>
              <rect x={bar.x} y={bar.y} width={bar.w} height={bar.h} className="bar" rx="2" />
              {i % 2 === days.length % 2 ? null : (
                <text x={bar.x + bar.w / 2} y={plotBottom + 16} textAnchor="middle" className="axis">
                  {bar.day.slice(5)}
                </text>
              )}
            </g>
          ))}
        </svg>
        <figcaption>
          <details>
            <summary>Show as a table</summary>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Day (UTC)</th>
                  <th scope="col">Connections</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <td>{d.day}</td>
                    <td>{d.connections}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figcaption>
      </figure>
      <div className="breakdowns">
        <Breakdown title="By wallet" rows={data.value?.byWallet ?? []} testId="console-chart-wallets" />
        <Breakdown
          title="By connector type"
          rows={data.value?.byConnector ?? []}
          testId="console-chart-connectors"
        />
      </div>
    </section>
  )
}

/** One breakdown over the chart's days: a list of names, each with a bar and its count (the bar is decoration). */
function Breakdown({ title, rows, testId }: { title: string; rows: BreakdownCount[]; testId: string }) {
  const max = Math.max(1, ...rows.map((r) => r.connections))
  return (
    <div>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">No connection yet.</p>
      ) : (
        <ul className="breakdown" data-testid={testId}>
          {rows.map((row) => (
            <li key={row.key}>
              <span className="breakdown-name">{row.key}</span>
              <span className="breakdown-bar" aria-hidden="true">
                <span style={{ width: `${(row.connections / max) * 100}%` }} />
              </span>
              <span className="breakdown-count">{row.connections}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
