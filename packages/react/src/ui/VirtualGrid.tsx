import { type ReactNode, useState } from 'react'

const COLUMNS = 4
const ROW_HEIGHT = 92
const VIEWPORT_HEIGHT = 360
const OVERSCAN_ROWS = 2

export type VirtualGridProps<T extends { id: string }> = {
  items: readonly T[]
  renderItem(item: T): ReactNode
  /** Called when the visitor scrolls near the end. */
  onEndReached(): void
}

/** A fixed-row-height virtualized grid: only the rows on screen (plus overscan) are in the DOM. */
export function VirtualGrid<T extends { id: string }>({
  items,
  renderItem,
  onEndReached,
}: VirtualGridProps<T>) {
  const [scrollTop, setScrollTop] = useState(0)
  const rows = Math.ceil(items.length / COLUMNS)
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS)
  const last = Math.min(rows, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN_ROWS)
  const visible = items.slice(first * COLUMNS, last * COLUMNS)

  return (
    <div
      className="scroller"
      data-testid="wallet-grid"
      onScroll={(event) => {
        const target = event.currentTarget
        setScrollTop(target.scrollTop)
        if (target.scrollTop + target.clientHeight >= target.scrollHeight - ROW_HEIGHT * 2) onEndReached()
      }}
    >
      <div style={{ height: rows * ROW_HEIGHT, position: 'relative' }}>
        <div className="grid" style={{ position: 'absolute', top: first * ROW_HEIGHT, left: 0, right: 0 }}>
          {visible.map((item) => (
            <div key={item.id} style={{ height: ROW_HEIGHT - 8 }}>
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
