import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runBenches } from '../../../scripts/lib/bench-runner.mjs'

// The `npm run bench` glue (scripts/bench.mjs) with small stand-in bench scripts in a temporary folder.
const root = mkdtempSync(join(tmpdir(), 'portico-bench-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function script(path: string, body: string) {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), body)
  return { path, args: [] }
}

describe('runBenches', () => {
  it('merges each script last-line JSON, skips missing ones, reports failures and still runs the rest', async () => {
    const lines: string[] = []
    const resultsPath = join(root, 'bench', 'results.json')
    const { results, report, failed } = await runBenches(
      [
        script('a.mjs', 'console.log("working");console.log(JSON.stringify({ beforeClickGzipKiB: 42 }))'),
        { path: 'missing.mjs', args: [] },
        script('crash.mjs', 'console.log("{}");process.exit(3)'),
        script('nojson.mjs', 'console.log("no json here")'),
        script('b.mjs', 'console.log(JSON.stringify({ stackStartupMs: 1234 }))'),
      ],
      { root, resultsPath, out: (line) => lines.push(line) },
    )
    expect(results).toEqual({ beforeClickGzipKiB: 42, stackStartupMs: 1234 })
    expect(JSON.parse(readFileSync(resultsPath, 'utf8'))).toEqual(results)
    expect(report.map(({ status }) => status.split(' ')[0])).toEqual([
      'ok',
      'skipped',
      'FAILED',
      'FAILED',
      'ok',
    ])
    expect(report[2]!.status).toContain('exit 3')
    expect(failed).toBe(true)
    expect(lines.join('\n')).toMatch(/beforeClickGzipKiB +42/)
  })

  it('is not failed when every present script succeeds', async () => {
    const { failed } = await runBenches([script('ok.mjs', 'console.log("{\\"x\\":1}")')], {
      root,
      resultsPath: join(root, 'r.json'),
      out: () => {},
    })
    expect(failed).toBe(false)
  })
})
