import { randomBytes } from 'node:crypto'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { createOfficialStorage } from './officialStorage.js'
import { disableVerifyApi } from './offline.js'

/** The official dapp client (@walletconnect/sign-client 2.21.8, Apache-2.0) as a test oracle, offline. */
export async function createOfficialDapp(relayUrl: string, projectId = 'portico-dev') {
  const core = new Core({
    projectId,
    relayUrl,
    customStoragePrefix: `official-dapp-${randomBytes(6).toString('hex')}`,
    storage: createOfficialStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  disableVerifyApi(core)
  return SignClient.init({
    core,
    metadata: { name: 'Official dapp', description: 'oracle', url: 'http://127.0.0.1', icons: [] },
    telemetryEnabled: false,
  })
}

export type OfficialDapp = Awaited<ReturnType<typeof createOfficialDapp>>
