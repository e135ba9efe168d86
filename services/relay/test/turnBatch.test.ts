import { describe, expect, it } from 'vitest'
import { TurnBatch } from '../src/store/turnBatch.js'

describe('TurnBatch (issue 17: one Redis call per event-loop turn)', () => {
  it('hands over the items of one turn together, in order, and at once when maxItems are waiting', async () => {
    const flushed: number[][] = []
    const batch = new TurnBatch<number>((items) => flushed.push(items), 3)
    for (const n of [1, 2, 3, 4, 5]) batch.add(n)
    // The first 3 went at once (maxItems); the rest wait for the end of the turn.
    expect(flushed).toEqual([[1, 2, 3]])
    await new Promise((r) => setImmediate(r))
    expect(flushed).toEqual([
      [1, 2, 3],
      [4, 5],
    ])
    batch.add(6)
    await new Promise((r) => setImmediate(r))
    expect(flushed).toEqual([[1, 2, 3], [4, 5], [6]])
  })
})
