import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_CAP_PRUNE_TO } from '../../src/analytics/eventCap.js'
import { eventUsage, listEvents } from '../../src/analytics/eventRepo.js'
import { purgeEventsBefore } from '../../src/analytics/eventRetention.js'
import { createProject } from '../../src/projects/projectRepo.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const DEV = 'portico-dev'
const OTHER = 'other-app'
const ORIGIN = 'http://127.0.0.1:5173'
const CAP = 16 * 1024
/** About 1.2 KiB stored per event: 40 of them are three times the cap. */
const PAD = 'x'.repeat(900)

describe.each(DATABASES)('the analytics store has a total cap per project on $name', (database) => {
  let gw: RunningGateway
  const post = (projectId: string, eventId: string) =>
    fetch(`${gw.base}/e?projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        eventId,
        timestamp: 1,
        props: { type: 'track', event: 'MODAL_OPEN', pad: PAD },
      }),
    })
  const storedBytes = async (projectId: string) => {
    const { rows } = await gw.gateway.db.query<{ n: string }>(
      'SELECT coalesce(sum(size_bytes), 0)::text AS n FROM events WHERE project_id = $1',
      [projectId],
    )
    return Number(rows[0]?.n)
  }

  beforeAll(async () => {
    gw = await startGateway(database, { eventCapBytes: CAP })
    await createProject(gw.gateway.db, { id: OTHER, name: 'Other', allowedOrigins: [ORIGIN] })
  })
  afterAll(() => gw?.close())

  it('a flood of events keeps the project under its cap, deleting the oldest first; other projects keep theirs', async () => {
    for (const id of ['o1', 'o2', 'o3']) expect((await post(OTHER, id)).status).toBe(204)
    for (let i = 0; i < 40; i++) expect((await post(DEV, `e${i}`)).status).toBe(204)

    const usage = await eventUsage(gw.gateway.db, DEV)
    expect(usage).toBeLessThanOrEqual(CAP)
    expect(usage).toBe(await storedBytes(DEV))
    const kept = (await listEvents(gw.gateway.db, { projectId: DEV })).map((e) => e.eventId)
    // Newest first: the latest event is there, and what is kept is the newest run, with no gap.
    expect(kept[0]).toBe('e39')
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => `e${39 - i}`))
    expect(kept.length).toBeGreaterThan(Math.floor((CAP * EVENT_CAP_PRUNE_TO) / 2000))
    expect(kept).not.toContain('e0')
    const other = (await listEvents(gw.gateway.db, { projectId: OTHER })).map((e) => e.eventId)
    expect(other.sort()).toEqual(['o1', 'o2', 'o3'])
    expect(await eventUsage(gw.gateway.db, OTHER)).toBe(await storedBytes(OTHER))
  })

  it("the retention purge gives back what it deletes to each project's usage", async () => {
    await purgeEventsBefore(gw.gateway.db, new Date(Date.now() + 60_000))
    expect(await eventUsage(gw.gateway.db, DEV)).toBe(0)
    expect(await eventUsage(gw.gateway.db, OTHER)).toBe(0)
    expect((await post(DEV, 'after-purge')).status).toBe(204)
    expect(await eventUsage(gw.gateway.db, DEV)).toBe(await storedBytes(DEV))
  })
})
