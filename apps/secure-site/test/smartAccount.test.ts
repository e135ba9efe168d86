import { revokeSmartSessionMessage } from '@portico/core'
import { DEVNET_MNEMONIC, type Devnet, findFreePort, startDevnet } from '@portico/devnet'
import { type Bundler, startBundler } from '@portico/devnet/bundler'
import { checkRequestPayload } from '@portico/embedded-wallet/protocol'
import { accountFactoryAbi, porticoSmartAccountAbi } from '@portico/evm/smart-account'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toFunctionSelector,
  toHex,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFrame, memoryStorage, PROJECT, type SiteStack, siteFrame, startSiteStack } from './siteStack.js'

// Real parts: both devnet chains, the real bundler (alto) for chain A only, the gateway (PGlite) proxying both,
// the mail catcher and the site key service. The approval screen is the only stand-in: `approve` answers as
// the user's click would and counts the screens shown.
const CHAIN = 31337
const CHAIN_B = 31338
const MESSAGE = 'Hello from Portico'
const SUFFIX_6492 = '6492649264926492649264926492649264926492649264926492649264926492'
const receiver = privateKeyToAccount(generatePrivateKey()).address

let devnet: Devnet
let bundler: Bundler
let stack: SiteStack
let approvals = 0
const chainA = () => {
  const url = devnet.chains[0]!.rpcUrl
  const chain = { ...anvil, rpcUrls: { default: { http: [url] } } }
  return {
    client: createPublicClient({ chain, transport: http(url) }),
    wallet: createWalletClient({ chain, transport: http(url), account: mnemonicToAccount(DEVNET_MNEMONIC) }),
  }
}
const contract = (kind: string, name: string): Address => {
  const found = devnet.manifest.chains[0]!.contracts.find((c) => c.kind === kind && c.name === name)
  if (!found) throw new Error(`no ${kind} ${name} in the manifest`)
  return found.address as Address
}

beforeAll(async () => {
  devnet = await startDevnet({
    portA: await findFreePort(),
    portB: await findFreePort(),
    manifestPath: false,
  })
  bundler = await startBundler({ rpcUrl: devnet.chains[0]!.rpcUrl, port: await findFreePort() })
  stack = await startSiteStack(
    { [`eip155:${CHAIN}`]: devnet.chains[0]!.rpcUrl, [`eip155:${CHAIN_B}`]: devnet.chains[1]!.rpcUrl },
    { [`eip155:${CHAIN}`]: bundler.url },
  )
}, 180_000)
afterAll(async () => {
  await stack?.close()
  await bundler?.stop()
  await devnet?.stop()
})

/** One secure-site frame with the smart-account factory configured. */
const frame = (storage = memoryStorage()) =>
  siteFrame(stack, {
    storage,
    approve: async () => {
      approvals += 1
      return true
    },
    chainId: CHAIN,
    smartAccountFactory: contract('accountFactory', 'PorticoSmartAccountFactory'),
  })
type Frame = ReturnType<typeof frame>
const login = (h: Frame, email: string) => loginFrame(stack, h, email)
/** Gives the account 1 ETH (it pays its own gas) and 20 PRT. */
async function fund(address: Address) {
  const { client, wallet } = chainA()
  await client.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: address, value: parseEther('1') }),
  })
  const hash = await wallet.writeContract({
    address: contract('erc20', 'Portico Token'),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseUnits('20', 18)],
  })
  await client.waitForTransactionReceipt({ hash })
}
const prtTransfer = (amount: string, to: Address = receiver) => ({
  to: contract('erc20', 'Portico Token'),
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 18)] }),
})
const prtBalance = (address: Address) =>
  chainA().client.readContract({
    address: contract('erc20', 'Portico Token'),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('the embedded smart account (issue 13: D-24, F-24, F-25, N-06)', () => {
  let h: Frame
  let user: Awaited<ReturnType<Frame['GET_USER']>>

  beforeAll(async () => {
    h = frame()
    user = await login(h, 'smart@example.com')
  }, 60_000)

  it('F-25 N-06 the user address is the counterfactual smart account from the first login, not deployed yet', async () => {
    const eoa = user.accounts.find((a) => a.type === 'eoa')!.address as Address
    const counterfactual = await chainA().client.readContract({
      address: contract('accountFactory', 'PorticoSmartAccountFactory'),
      abi: accountFactoryAbi,
      functionName: 'getAddress',
      args: [eoa, 0n],
    })
    expect(user).toMatchObject({
      address: counterfactual,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [
        { address: counterfactual, type: 'smartAccount' },
        { address: eoa, type: 'eoa' },
      ],
    })
    expect(await chainA().client.getCode({ address: counterfactual })).toBeUndefined()
    expect(await h.RPC_REQUEST({ method: 'eth_accounts' })).toEqual([counterfactual])
  })

  it('F-24 D-24 GET_SMART_ACCOUNT_ENABLED_NETWORKS lists the chains with a bundler (A), not those without (B)', async () => {
    expect(await h.GET_SMART_ACCOUNT_ENABLED_NETWORKS({ chainIds: [CHAIN, CHAIN_B] })).toEqual({
      smartAccountEnabledNetworks: [CHAIN],
    })
    expect(await h.GET_SMART_ACCOUNT_ENABLED_NETWORKS({})).toEqual({ smartAccountEnabledNetworks: [CHAIN] })
  })

  it('ERC-6492 a message signed before deployment verifies with viem verifyMessage against the devnet', async () => {
    const signature = (await h.RPC_REQUEST({
      method: 'personal_sign',
      params: [toHex(MESSAGE), user.address],
    })) as Hex
    expect(signature.endsWith(SUFFIX_6492)).toBe(true)
    const { client } = chainA()
    expect(
      await client.verifyMessage({ address: user.address as Address, message: MESSAGE, signature }),
    ).toBe(true)
    expect(
      await client.verifyMessage({ address: user.address as Address, message: 'other', signature }),
    ).toBe(false)
  })

  it('F-24 the first send deploys the account through the bundler and is mined; then ERC-1271 signatures', async () => {
    const address = user.address as Address
    await fund(address)
    const before = await chainA().client.getBalance({ address: receiver })
    const hash = (await h.RPC_REQUEST({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: receiver, value: toHex(parseEther('0.001')) }],
    })) as Hex
    const receipt = await chainA().client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chainA().client.getCode({ address })).toMatch(/^0x.+/)
    expect((await chainA().client.getBalance({ address: receiver })) - before).toBe(parseEther('0.001'))
    expect((await h.GET_USER()).smartAccountDeployed).toBe(true)

    const signature = (await h.RPC_REQUEST({
      method: 'personal_sign',
      params: [toHex(MESSAGE), address],
    })) as Hex
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await chainA().client.verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
  }, 90_000)

  it('EIP-5792 wallet_getCapabilities: atomic batches and the permissions capability on the smart-account chain', async () => {
    const capabilities = (await h.RPC_REQUEST({
      method: 'wallet_getCapabilities',
      params: [user.address, [CHAIN, CHAIN_B]],
    })) as Record<string, any>
    expect(capabilities[toHex(CHAIN)]).toMatchObject({
      atomic: { status: 'supported' },
      permissions: {
        supported: true,
        signerTypes: ['keys'],
        permissionTypes: ['contract-call', 'native-token-limit', 'erc20-token-limit'],
      },
    })
    expect(capabilities[toHex(CHAIN_B)]).toEqual({ atomic: { status: 'unsupported' } })
  })

  it('O-02 node reads (eth_getCode, eth_call) are answered for the smart account without a prompt', async () => {
    const shown = approvals
    const prt = contract('erc20', 'Portico Token')
    expect(await h.RPC_REQUEST({ method: 'eth_getCode', params: [prt, 'latest'] })).toBe(
      await chainA().client.getCode({ address: prt }),
    )
    const call = { to: prt, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) }
    expect(await h.RPC_REQUEST({ method: 'eth_call', params: [call, 'latest'] })).toBe(
      toHex(18, { size: 32 }),
    )
    expect(approvals).toBe(shown)
  })

  it('O-11 wallet_sendCalls refuses a `to` or `data` without 0x, naming the call, before the user is asked', async () => {
    const shown = approvals
    const send = (calls: unknown[]) => h.RPC_REQUEST({ method: 'wallet_sendCalls', params: [{ calls }] })
    await expect(send([{ to: receiver }, { to: receiver.slice(2) }])).rejects.toThrow(
      'wallet_sendCalls: calls[1].to must start with 0x',
    )
    await expect(send([{ to: receiver, data: 'a9059cbb' }])).rejects.toThrow(
      'wallet_sendCalls: calls[0].data must start with 0x',
    )
    await expect(send([])).rejects.toThrow('wallet_sendCalls: calls must list at least one call')
    expect(approvals).toBe(shown)
  })

  it('EIP-5792 a batch of two calls is one user operation: both happen, and wallet_getCallsStatus reports 200', async () => {
    const before = await prtBalance(receiver)
    const { id } = (await h.RPC_REQUEST({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(CHAIN),
          atomicRequired: true,
          calls: [prtTransfer('1'), prtTransfer('2')],
        },
      ],
    })) as { id: Hex }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    let status: any
    await expect
      .poll(
        async () => {
          status = await h.RPC_REQUEST({ method: 'wallet_getCallsStatus', params: [id] })
          return status.status
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(200)
    expect(status).toMatchObject({ atomic: true, chainId: toHex(CHAIN), receipts: [{ status: '0x1' }] })
    expect((await prtBalance(receiver)) - before).toBe(parseUnits('3', 18))
  }, 90_000)

  it('EIP-5792 the batch is atomic: a failing second call reverts the first as well', async () => {
    const before = await prtBalance(receiver)
    const tooMuch = prtTransfer('1000000')
    await expect(
      h.RPC_REQUEST({ method: 'wallet_sendCalls', params: [{ calls: [prtTransfer('1'), tooMuch] }] }),
    ).rejects.toThrow()
    expect(await prtBalance(receiver)).toBe(before)
  }, 60_000)

  it('O-03 eth_sendUserOperation: refused before the user is asked for another sender, EntryPoint or no callData', async () => {
    const shown = approvals
    const address = user.address as Address
    const callData = encodeFunctionData({
      abi: porticoSmartAccountAbi,
      functionName: 'execute',
      args: [prtTransfer('1').to, 0n, prtTransfer('1').data],
    })
    const send = (op: Record<string, unknown>, entryPoint: string = entryPoint08Address) =>
      h.RPC_REQUEST({
        method: 'eth_sendUserOperation',
        params: [{ sender: address, callData, ...op }, entryPoint],
      })
    await expect(send({ sender: receiver })).rejects.toThrow(
      'eth_sendUserOperation: sender must be the account',
    )
    await expect(send({}, receiver)).rejects.toThrow(
      'eth_sendUserOperation: params[1] must be the EntryPoint',
    )
    await expect(send({ callData: 'a9059cbb' })).rejects.toThrow('eth_sendUserOperation: callData must be')
    await expect(send({ callGasLimit: 1000 })).rejects.toThrow(
      'eth_sendUserOperation: callGasLimit must be a hex',
    )
    expect(approvals).toBe(shown)

    // O-03: after the approval, the wallet fills, signs and sends it; the bundler's receipt shows it mined.
    const before = await prtBalance(receiver)
    const hash = (await send({ signature: '0x' })) as Hex
    expect(approvals).toBe(shown + 1)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect
      .poll(
        async () =>
          (
            (await h.RPC_REQUEST({ method: 'eth_getUserOperationReceipt', params: [hash] })) as {
              success?: boolean
            }
          )?.success,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true)
    expect((await prtBalance(receiver)) - before).toBe(parseUnits('1', 18))
  }, 90_000)
})

describe('ERC-7715 sessions in the embedded wallet (N-01, N-02, N-04)', () => {
  let h: Frame
  let address: Address
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const now = () => Math.floor(Date.now() / 1000)
  const request = (overrides: Record<string, unknown> = {}) => ({
    chainId: toHex(CHAIN),
    expiry: now() + 3600,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.address }] } },
    permissions: [
      {
        type: 'contract-call',
        data: {
          address: contract('erc20', 'Portico Token'),
          functions: [{ selector: toFunctionSelector('transfer(address,uint256)') }],
        },
      },
      {
        type: 'erc20-token-limit',
        data: { address: contract('erc20', 'Portico Token'), allowance: parseUnits('10', 18).toString() },
      },
    ],
    policies: [],
    ...overrides,
  })
  const sessionsOf = async () => {
    const res = await fetch(`${stack.gatewayUrl}/v1/sessions/eip155:${CHAIN}:${address}?projectId=${PROJECT}`)
    return ((await res.json()) as { pcis: { pci: string; revokedAt?: number }[] }).pcis
  }

  beforeAll(async () => {
    h = frame()
    address = (await login(h, 'sessions@example.com')).address as Address
    await fund(address)
  }, 60_000)

  it('N-04 bad requests are refused with the field named, before anything is signed', async () => {
    const shown = approvals
    const grant = (r: unknown) => h.RPC_REQUEST({ method: 'wallet_grantPermissions', params: [r] })
    await expect(grant(request({ expiry: now() - 10 }))).rejects.toThrow('expiry: is in the past')
    await expect(grant(request({ permissions: [{ type: 'coffee', data: {} }] }))).rejects.toThrow(
      'permissions[0].type: unknown permission type "coffee"',
    )
    const notContract = request({
      permissions: [
        { type: 'contract-call', data: { address: receiver, functions: [{ selector: '0xa9059cbb' }] } },
      ],
    })
    await expect(grant(notContract)).rejects.toThrow('permissions[0].data.address: is not a contract')
    expect(approvals).toBe(shown)
    expect(await chainA().client.getCode({ address })).toBeUndefined()
  })

  it('N-04 N-01 PRT transfers up to 10 PRT for one hour: granted on chain and listed by GET /v1/sessions/{address}', async () => {
    const granted = (await h.RPC_REQUEST({ method: 'wallet_grantPermissions', params: [request()] })) as {
      context: Hex
      address: Address
    }
    expect(granted.context).toMatch(/^0x[0-9a-f]{64}$/)
    expect(granted.address).toBe(address)
    expect(await sessionsOf()).toEqual([expect.objectContaining({ pci: granted.context })])
    expect((await sessionsOf())[0]?.revokedAt).toBeUndefined()

    const revoked = (await h.RPC_REQUEST({
      method: 'wallet_revokePermissions',
      params: [{ permissionContext: granted.context }],
    })) as { signature: Hex }
    expect((await sessionsOf())[0]?.revokedAt).toEqual(expect.any(Number))
    // N-02: the answer carries the account's revoke signature, which the gateway accepts (again: idempotent).
    expect(
      await chainA().client.verifyMessage({
        address,
        message: revokeSmartSessionMessage(granted.context),
        signature: revoked.signature,
      }),
    ).toBe(true)
  }, 120_000)
})

describe('F-24 INIT_SMART_ACCOUNT', () => {
  it('F-24 INIT_SMART_ACCOUNT deploys the account after an approval, once; a deployed account is answered at once', async () => {
    const h = frame()
    const { address } = await login(h, 'init@example.com')
    await fund(address as Address)
    const shown = approvals
    expect(await h.INIT_SMART_ACCOUNT()).toEqual({ address, isDeployed: true })
    expect(approvals).toBe(shown + 1)
    expect(await chainA().client.getCode({ address: address as Address })).toMatch(/^0x.+/)
    expect(await h.INIT_SMART_ACCOUNT()).toEqual({ address, isDeployed: true })
    expect(approvals).toBe(shown + 1)
    expect((await h.GET_USER()).smartAccountDeployed).toBe(true)
  }, 90_000)
})

describe('E-23 the preferred account type', () => {
  it('E-23 SET_PREFERRED_ACCOUNT switches to the key (eoa) and back; smartAccount is refused where not enabled', async () => {
    const storage = memoryStorage()
    const h = frame(storage)
    const user = await login(h, 'switch@example.com')
    const eoa = user.accounts.find((a) => a.type === 'eoa')!.address
    expect(await h.SET_PREFERRED_ACCOUNT({ type: 'eoa' })).toEqual({ type: 'eoa', address: eoa })
    expect(await h.GET_USER()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    // Kept on the secure site's origin: a reload (new frame, same profile) keeps the choice.
    const reloaded = frame(storage)
    await reloaded.IS_CONNECTED()
    expect((await reloaded.GET_USER()).address).toBe(eoa)
    expect(await h.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: user.address,
    })
    // Another type never reaches the handler: the protocol's check refuses it (the runtime answers -32602).
    expect(checkRequestPayload('SET_PREFERRED_ACCOUNT', { type: 'admin' })).toEqual({
      ok: false,
      reason: "type: must be 'smartAccount' or 'eoa'",
    })
    await h.SWITCH_NETWORK({ chainId: CHAIN_B })
    await expect(h.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not enabled on eip155:31338',
    )
    expect((await h.GET_USER()).address).toBe(eoa)
  }, 60_000)
})
