import { testWalletInitScript } from '@portico/test-wallet'
import type { Browser, Page, Response } from 'playwright-core'
import { inject } from 'vitest'

/** A page of an example app in a fresh context with the test wallet, and what went wrong on it. */
export type AppPage = { page: Page; problems: string[]; response: Response | null }

/**
 * Opens `url` in a fresh browser context with the test wallet (both devnet chains). Records as `problems`
 * every page error, console error and warning (React reports hydration mismatches there) and every HTTP
 * answer of 400 or more.
 */
export async function openAppPage(browser: Browser, url: string): Promise<AppPage> {
  const stack = inject('stack')
  const context = await browser.newContext()
  await context.addInitScript(testWalletInitScript({ chains: { 31337: stack.evmA, 31338: stack.evmB } }))
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('response', (answer) => {
    if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`)
  })
  const response = await page.goto(url)
  return { page, problems, response }
}
