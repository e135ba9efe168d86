import { describe, expect, it } from 'vitest'
import { parsePrometheusText, sampleValue } from './prometheusText.js'

const TEXT = `# HELP req Requests
# TYPE req counter
req{route="/a",status="200"} 3
req{route="/b\\"q",status="500"} 1
# HELP lat Latency
# TYPE lat histogram
lat_bucket{le="0.1",route="/a"} 2
lat_bucket{le="+Inf",route="/a"} 3
lat_sum{route="/a"} 0.42
lat_count{route="/a"} 3
`

describe('parsePrometheusText', () => {
  it('reads families, labels (escaped quotes too) and histogram series', () => {
    const families = parsePrometheusText(TEXT)
    expect(families.get('req')?.type).toBe('counter')
    expect(sampleValue(families, 'req', { route: '/a' })).toBe(3)
    expect(sampleValue(families, 'req', { route: '/b"q' })).toBe(1)
    expect(families.get('lat')?.samples).toHaveLength(4)
    expect(sampleValue(families, 'lat_count', { route: '/a' })).toBe(3)
    expect(sampleValue(families, 'lat_bucket', { le: '+Inf' })).toBe(3)
    expect(sampleValue(families, 'missing')).toBe(0)
  })

  it('refuses a malformed document', () => {
    expect(() => parsePrometheusText('req{route="/a" 3')).toThrow('Malformed sample')
    expect(() => parsePrometheusText('# TYPE req counter\nreq{route=/a} 3')).toThrow('Malformed labels')
    expect(() => parsePrometheusText('# TYPE req counter\nreq three')).toThrow('Malformed value')
    expect(() => parsePrometheusText('orphan 1')).toThrow('Sample of no declared family')
  })
})
