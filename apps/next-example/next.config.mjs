/**
 * The workspace packages export their TypeScript source with `.js` import specifiers (ESM style), so Next
 * compiles them (`transpilePackages`) with webpack, whose `extensionAlias` maps `./x.js` to `./x.ts`
 * (Turbopack has no such mapping yet, hence `--webpack` in the scripts). An app installing the published
 * packages (compiled JavaScript) needs neither. Service URLs are read at request time by the server
 * (src/app/porticoOptions.ts), so one build serves any stack.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  transpilePackages: ['@portico/core', '@portico/evm', '@portico/react'],
  reactStrictMode: true,
  poweredByHeader: false,
  // The browser test builds into a directory of its own run (PORTICO_NEXT_DIST_DIR), beside a developer's .next.
  distDir: process.env.PORTICO_NEXT_DIST_DIR ?? '.next',
  // The repository's `tsc -p tsconfig.json` typechecks src/ (apps/*/src) already; the build need not again.
  typescript: { ignoreBuildErrors: true },
  webpack(config) {
    config.resolve.extensionAlias = { ...config.resolve.extensionAlias, '.js': ['.ts', '.tsx', '.js'] }
    return config
  },
}

export default nextConfig
