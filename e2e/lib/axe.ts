import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { currentView } from './browser.js'

/** WCAG 2.1 A and AA, the rules axe-core maps to them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

/** The serious and critical axe violations on the page (the dialog's open shadow root included). */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Waits for the dialog to show `view` (its transition finished), then scans. */
export async function scanView(page: Page, view: string, timeout = 5_000): Promise<string[]> {
  await expect.poll(() => currentView(page), { timeout }).toBe(view)
  await page.getByTestId(`view-${view}`).waitFor()
  await page.waitForTimeout(200)
  return (await blockingViolations(page)).map((line) => `${view}: ${line}`)
}
