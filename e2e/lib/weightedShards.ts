import { basename } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each browser test file took in a clean-clone `.ci/run` (27 November 2026). Only their proportions
 * matter: they balance the shards `npm test` runs side by side. Refresh them when files are added or change a
 * lot; a file not listed counts as {@link UNLISTED_SECONDS}.
 */
const FILE_SECONDS: Readonly<Record<string, number>> = {
  'a11y.e2e.ts': 116,
  'social.e2e.ts': 108,
  'passkeys.e2e.ts': 71,
  'nextSsr.e2e.ts': 61,
  'walletconnect.e2e.ts': 58,
  'embeddedWalletGuards.e2e.ts': 38,
  'packages.e2e.ts': 34,
  'farcaster.e2e.ts': 30,
  'siwx.e2e.ts': 29,
  'modal.e2e.ts': 29,
  'account.e2e.ts': 23,
  'console.e2e.ts': 23,
  'remoteConfig.e2e.ts': 23,
  'appkitCompat.e2e.ts': 21,
  'smartSessions.e2e.ts': 21,
  'swap.e2e.ts': 20,
  'smartAccount.e2e.ts': 18,
  'locales.e2e.ts': 17,
  'embeddedWallet.e2e.ts': 17,
  'names.e2e.ts': 16,
  'multichain.e2e.ts': 15,
  'frameSecrets.e2e.ts': 15,
  'wagmi.e2e.ts': 15,
  'approvalDetails.e2e.ts': 14,
  'robustness.e2e.ts': 14,
  'smartSessionsEmbedded.e2e.ts': 14,
  'managedCustody.e2e.ts': 13,
  'approvalClickjacking.e2e.ts': 10,
  'demo.e2e.ts': 10,
  'onramp.e2e.ts': 9,
  'walletConnectSiwx.e2e.ts': 7,
  'dpopSessions.e2e.ts': 6,
  'walletLogos.e2e.ts': 3,
  'secureSiteServer.e2e.ts': 1,
}

/** The weight of a browser test file missing from {@link FILE_SECONDS}. */
export const UNLISTED_SECONDS = 15

const weightOf = (spec: TestSpecification) => FILE_SECONDS[basename(spec.moduleId)] ?? UNLISTED_SECONDS

/**
 * Splits `files` into `count` shards of about equal time: heaviest first, each to the lightest shard so far
 * (ties by name, so every shard process computes the same split). Exported for its test.
 */
export function weightedShards<T>(
  files: T[],
  count: number,
  weight: (file: T) => number,
  name: (file: T) => string,
) {
  const shards = Array.from({ length: count }, () => ({ files: [] as T[], seconds: 0 }))
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || name(a).localeCompare(name(b)))
  for (const file of ordered) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min))
    lightest.files.push(file)
    lightest.seconds += weight(file)
  }
  return shards
}

/**
 * `--shard=i/n` by recorded time instead of vitest's split by path hash, which left one of the two browser shards
 * 3.5 minutes longer than the other.
 */
export default class WeightedShardSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shard = this.ctx.config.shard
    if (!shard) return files
    const shards = weightedShards(files, shard.count, weightOf, (spec) => basename(spec.moduleId))
    return shards[shard.index - 1]?.files ?? []
  }
}
