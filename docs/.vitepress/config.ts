import { defineConfig } from 'vitepress'

// The documentation site: the pages of docs/ plus every package's, service's, app's and tool's README (their
// relative links work on a code host and in the site alike). `npm run docs` builds it into docs/.vitepress/dist
// (gitignored); `npm run docs:dev` serves it. The default theme is self-contained: no web font, no CDN.
const readmes = [
  'packages/core',
  'packages/react',
  'packages/evm',
  'packages/walletconnect',
  'packages/solana',
  'packages/bitcoin',
  'packages/embedded-wallet',
  'packages/wagmi',
  'packages/appkit-compat',
  'services/gateway',
  'services/relay',
  'apps/demo',
  'apps/secure-site',
  'apps/console',
  'apps/wagmi-example',
  'apps/next-example',
  'tools/devnet',
  'tools/test-wallet',
  'tools/test-servers',
  'tools/dev-services',
]

/** The public entries TypeDoc documents (typedoc.json's entry points, by their `@module` names). */
const apiModules = [
  '@portico/core',
  '@portico/react',
  '@portico/wagmi',
  '@portico/evm',
  '@portico/evm/smart-account',
  '@portico/solana',
  '@portico/bitcoin',
  '@portico/walletconnect',
  '@portico/embedded-wallet',
  '@portico/embedded-wallet/protocol',
  '@portico/core/onramp',
  '@portico/core/production',
  '@portico/appkit-compat/react',
]

const guide = [
  ['Connect', 'connect'],
  ['Networks', 'networks'],
  ['Account', 'account'],
  ['Send and receive', 'send'],
  ['Swap', 'swap'],
  ['On-ramp', 'on-ramp'],
  ['Embedded wallet', 'embedded-wallet'],
  ['Social login', 'social'],
  ['Smart accounts and sessions', 'smart-accounts'],
  ['Names', 'names'],
  ['Sign-in with X', 'siwx'],
  ['WalletConnect', 'walletconnect'],
  ['Solana and Bitcoin', 'solana-bitcoin'],
  ['Theming', 'theming'],
  ['Languages', 'i18n'],
  ['Accessibility', 'accessibility'],
  ['Server rendering', 'ssr'],
  ['wagmi', 'wagmi'],
  ['Headless hooks', 'headless'],
] as const

export default defineConfig({
  title: 'Portico',
  description: 'A self-hostable wallet-connection dialog with its gateway, relay and secure site.',
  srcDir: '..',
  srcExclude: ['**/node_modules/**', '**/CHANGELOG.md', 'README.md', 'docs/decisions.md'],
  // Pages keep their repository paths, so a relative link works the same on a code host and in the site;
  // only the home page moves to the site's root (it links through its frontmatter, not relative links).
  rewrites: { 'docs/index.md': 'index.md' },
  outDir: './.vitepress/dist',
  cleanUrls: false,
  lastUpdated: false,
  // The READMEs name tags and placeholders such as <secure site> in plain text: never raw HTML.
  markdown: { html: false },
  // Links from a package's README into its own sources (`src/…`, `test/…`) point at files, not pages.
  // The services' development URLs (http://127.0.0.1:…, http://localhost:…) are addresses, not pages of the site.
  ignoreDeadLinks: [
    /^https?:\/\/(localhost|127\.0\.0\.1)[:/]/,
    /\.(ts|tsx|mjs|mts|js|json|sol|html|sh|yaml|yml)(#.*)?$/,
    /^\.\/?$/,
  ],
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Get started', link: '/docs/getting-started' },
      { text: 'Guide', link: '/docs/guide/connect' },
      { text: 'Operators', link: '/docs/production' },
      { text: 'Security', link: '/docs/embedded-wallet-trust-model' },
      { text: 'FAQ', link: '/docs/faq' },
    ],
    sidebar: [
      {
        text: 'Introduction',
        items: [
          { text: 'Getting started', link: '/docs/getting-started' },
          { text: 'Migrating from AppKit', link: '/docs/migrating-from-appkit' },
          { text: 'FAQ', link: '/docs/faq' },
        ],
      },
      { text: 'Guide', items: guide.map(([text, page]) => ({ text, link: `/docs/guide/${page}` })) },
      {
        text: 'Operators',
        items: [
          { text: 'Running in production', link: '/docs/production' },
          { text: 'Services and ports', link: '/docs/operators/services' },
          { text: 'Operator console', link: '/docs/operators/console' },
          { text: 'Security', link: '/docs/operators/security' },
          { text: 'Performance', link: '/docs/operators/performance' },
        ],
      },
      {
        text: 'Security and trust',
        items: [{ text: 'Embedded wallet trust model', link: '/docs/embedded-wallet-trust-model' }],
      },
      {
        // Generated from the TSDoc comments by TypeDoc (typedoc.json) at the start of `npm run docs`.
        text: 'API reference',
        collapsed: true,
        items: apiModules.map((name) => ({ text: name, link: `/docs/reference/${name}` })),
      },
      {
        text: 'Reference (package READMEs)',
        collapsed: true,
        items: readmes.map((dir) => ({ text: dir, link: `/${dir}/README` })),
      },
    ],
  },
})
