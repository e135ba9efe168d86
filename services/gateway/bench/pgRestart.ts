/**
 * Gateway reliability bench: two gateway processes on one PostgreSQL (a throwaway server from
 * @portico/test-servers) under GATEWAY_RESTART_RATE requests/s (default 500; half `GET /getWallets`, half
 * `POST /e`) for GATEWAY_RESTART_SECONDS (default 20), while PostgreSQL stops 6 s in and starts again 3 s
 * later. Targets: every answer, failures included, under 2 s (outage requests get 503 DATABASE_UNAVAILABLE
 * JSON), full service within 5 s of PostgreSQL being back, and no event acknowledged with 2xx missing.
 * Run: node --import tsx services/gateway/bench/pgRestart.ts
 * The last stdout line is one JSON object:
 * {"gatewayPgRestart":{"failedFastMaxMs","maxMs","resumeMs","lostEvents","unavailable","unexpected",…}}.
 */
import { freePort, startPostgres } from '@portico/test-servers'
import { startGatewayProcess } from '../test/helpers/childProcess.js'
import { measureRestart } from './restartLoad.js'

const env = process.env
const RATE = Number(env.GATEWAY_RESTART_RATE ?? 500)
const SECONDS = Number(env.GATEWAY_RESTART_SECONDS ?? 20)
const STOP_AT_MS = 6000
const DOWN_MS = 3000

const server = await startPostgres()
const gateways: Awaited<ReturnType<typeof startGatewayProcess>>[] = []
try {
  // One after the other: the first migrates and seeds, the second finds the schema in place.
  for (let i = 0; i < 2; i++) {
    gateways.push(await startGatewayProcess(await freePort(), { DATABASE_URL: server.url }))
  }
  const { run, figures: f } = await measureRestart(server, {
    bases: gateways.map((g) => g.base),
    ratePerSec: RATE,
    durationMs: SECONDS * 1000,
    stopAtMs: STOP_AT_MS,
    downMs: DOWN_MS,
  })
  console.log(
    `${f.requests} requests at ${RATE}/s over ${SECONDS} s, PostgreSQL down ${Math.round(run.upAt - run.downAt)} ms ` +
      `(stop, ${DOWN_MS} ms, start): ${f.unavailable} answered 503 DATABASE_UNAVAILABLE, slowest failure ` +
      `${f.failedFastMaxMs} ms, slowest answer ${f.maxMs} ms, full service ${f.resumeMs} ms after PostgreSQL was back, ` +
      `${f.unexpected} unexpected answers, ${f.lostEvents} of ${f.acknowledgedEvents} acknowledged events lost`,
  )
  console.log(JSON.stringify({ gatewayPgRestart: f }))
} finally {
  await Promise.all(gateways.map((g) => g.stop()))
  server.stop()
}
