import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium, unless `CHROMIUM_PATH` names another build. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The flags every headless run on this kind of machine needs: no sandbox (tests run as root), no GPU, and
 * nothing that would reach an outside host on its own (QUIC probes, component updates, sync).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Issue 22: Debian's Chromium turns on third-party cookie deprecation (TrackingProtection3pcd), which denies the
  // secure site's cross-site frame its storage (session, device key); Chrome as shipped allows it, partitioned by
  // the embedding site. One --disable-features replaces another, so Playwright's own list is repeated here, less
  // ThirdPartyStoragePartitioning: without partitioning, the frame's storage is denied again.
  `--disable-features=${[
    'TrackingProtection3pcd',
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
  ].join(',')}`,
]

/** Launches the Chromium that browser tests and the bench drive, with {@link CHROMIUM_ARGS}. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
}
