import { SITE_CONFIG_ID, type SiteConfig } from '../src/siteConfig.js'

/**
 * The secure site's page with a deployment's settings: the build's `index.html` with a JSON data block (read by
 * `src/siteConfig.ts`) before `</head>`. `<` is escaped, so no value can close the element.
 */
export function sitePage(html: string, config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${SITE_CONFIG_ID}">${json}</script>`
  if (!html.includes('</head>')) throw new Error('The secure site page has no </head>')
  return html.replace('</head>', `${block}\n</head>`)
}
