// Runs benchmark scripts one after another and merges the JSON object each prints on its last stdout line.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Runs one script with `node <args> <path>`, echoing its output with a prefix; resolves with code and stdout. */
function runScript({ path, args }, root, out) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...args, path], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    const echo = (chunk) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) out(`  [${path}] ${line}`)
    }
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      echo(chunk)
    })
    child.stderr.on('data', echo)
    child.once('error', (error) => resolve({ code: error.message, stdout }))
    child.once('exit', (code, signal) => resolve({ code: code ?? signal, stdout }))
  })
}

/** The JSON object on the last non-empty line of `stdout`, or an error message. */
export function lastJsonObject(stdout) {
  const last = stdout.trim().split('\n').at(-1) ?? ''
  try {
    const value = JSON.parse(last)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { value }
  } catch {
    // reported below
  }
  return { error: `last stdout line is not a JSON object: ${JSON.stringify(last.slice(0, 200))}` }
}

/**
 * Runs each bench that exists, in order; a missing one is skipped, a failing one is reported and the rest
 * still run. Writes the merged results to `resultsPath` (pretty JSON) and prints a table through `out`.
 * @param {{ path: string; args: string[] }[]} benches paths relative to `root`
 * @param {{ root: string; resultsPath: string; out?: (line: string) => void }} options
 * @returns {Promise<{ results: Record<string, unknown>; report: { script: string; status: string }[]; failed: boolean }>}
 */
export async function runBenches(benches, { root, resultsPath, out = (line) => console.log(line) }) {
  const results = {}
  const report = []
  for (const bench of benches) {
    if (!existsSync(join(root, bench.path))) {
      report.push({ script: bench.path, status: 'skipped (not present)' })
      continue
    }
    out(`\n[bench] ${bench.path}`)
    const startedAt = performance.now()
    const { code, stdout } = await runScript(bench, root, out)
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
    if (code !== 0) {
      report.push({ script: bench.path, status: `FAILED (exit ${code})` })
      continue
    }
    const parsed = lastJsonObject(stdout)
    if (parsed.error) {
      report.push({ script: bench.path, status: `FAILED (${parsed.error})` })
      continue
    }
    Object.assign(results, parsed.value)
    report.push({ script: bench.path, status: `ok in ${seconds} s` })
  }

  mkdirSync(dirname(resultsPath), { recursive: true })
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`)

  const format = (value) => (typeof value === 'object' ? JSON.stringify(value) : String(value))
  const width = Math.max(6, ...Object.keys(results).map((key) => key.length))
  out('\n[bench] results')
  for (const [key, value] of Object.entries(results)) out(`  ${key.padEnd(width)}  ${format(value)}`)
  out('\n[bench] scripts')
  const scriptWidth = Math.max(...report.map(({ script }) => script.length))
  for (const { script, status } of report) out(`  ${script.padEnd(scriptWidth)}  ${status}`)
  out(`\n[bench] wrote ${resultsPath}`)
  return { results, report, failed: report.some(({ status }) => status.startsWith('FAILED')) }
}
