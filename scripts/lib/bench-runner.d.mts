/** One benchmark script: its path from the root and the arguments given to `node` before it. */
export interface BenchScript {
  path: string
  args: string[]
}

/** Runs each bench that exists, in order, merges their last-line JSON objects and writes `resultsPath`. */
export function runBenches(
  benches: BenchScript[],
  options: { root: string; resultsPath: string; out?: (line: string) => void },
): Promise<{
  results: Record<string, unknown>
  report: { script: string; status: string }[]
  failed: boolean
}>

/** The JSON object on the last non-empty line of `stdout`, or an error message. */
export function lastJsonObject(stdout: string): { value: Record<string, unknown> } | { error: string }
