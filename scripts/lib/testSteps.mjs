// The steps of `npm test`: one stage at a time, the steps of a stage side by side. A step that runs alone
// keeps the terminal (its output live); steps that share a stage have their output held and printed whole,
// one step after another, so two logs never interleave.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')

/**
 * Runs one step; resolves `{ name, ms, ok, error? }` (never rejects).
 * @param {{ name: string, cmd: string, args: string[], env?: Record<string, string> }} step
 * @param {boolean} live whether the step's output goes straight to the terminal
 */
function runStep(step, live) {
  const startedAt = performance.now()
  console.log(`\n[portico] ${step.name}${live ? '' : ' (started; output follows when it ends)'}`)
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const chunks = []
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    const finish = (ok, error) => {
      if (!live) {
        console.log(`\n[portico] ${step.name}: output`)
        process.stdout.write(Buffer.concat(chunks))
      }
      resolve({ name: step.name, ms: performance.now() - startedAt, ok, ...(error ? { error } : {}) })
    }
    child.once('error', (error) => finish(false, error.message))
    child.once('exit', (code, signal) =>
      code === 0
        ? finish(true)
        : finish(false, `${step.cmd} ${step.args.join(' ')} exited with ${code ?? signal}`),
    )
  })
}

/** Runs the steps of one stage at the same time; resolves every step's result. */
export function runStage(steps) {
  return Promise.all(steps.map((step) => runStep(step, steps.length === 1)))
}

/** The closing table of `npm test`: each step's duration and the total, in minutes and seconds. */
export function formatDurations(durations, totalMs) {
  const format = (ms) => {
    const seconds = Math.round(ms / 1000)
    return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
  }
  const width = Math.max(...durations.map((d) => d.name.length), 'total'.length)
  const lines = durations.map((d) => `  ${d.name.padEnd(width)}  ${format(d.ms)}`)
  return ['\n[portico] durations', ...lines, `  ${'total'.padEnd(width)}  ${format(totalMs)}`].join('\n')
}
