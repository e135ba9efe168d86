// @vitest-environment node
import type { Devnet } from '@portico/devnet'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainAClients, manifestContract, startTestDevnet } from '../testing/devnetClients.js'
import { handleOpsDirectly } from '../testing/handleOps.js'
import {
  grantSessionCall,
  newSessionId,
  revokeSessionCall,
  type SessionGrant,
  selectorOf,
} from './sessionGrant.js'
import { porticoSmartAccountAbi } from './smartAccountAbi.js'
import { type PorticoSmartAccount, toPorticoSmartAccount } from './toPorticoSmartAccount.js'

// Session keys enforced on chain by PorticoSmartAccount (tools/devnet/contracts/SessionPolicy.sol), with user
// operations sent to the EntryPoint directly (the bundler path is tested in the gateway's bundler tests).
let devnet: Devnet
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const receiver = privateKeyToAccount(generatePrivateKey()).address
const ONE_HOUR = 3600
let ownerAccount: PorticoSmartAccount
let prt: Address

beforeAll(async () => {
  devnet = await startTestDevnet()
  const { client, wallet } = chainAClients(devnet)
  prt = manifestContract(devnet, 'erc20', 'Portico Token').address
  const factoryAddress = manifestContract(devnet, 'accountFactory', 'PorticoSmartAccountFactory').address
  ownerAccount = await toPorticoSmartAccount({ client, owner, factoryAddress })
  const address = await ownerAccount.getAddress()
  await wallet.sendTransaction({ to: address, value: parseEther('5') })
  await wallet.writeContract({
    address: prt,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, parseUnits('100', 18)],
  })
}, 60_000)
afterAll(() => devnet?.stop())

const chainTime = async () => Number((await chainAClients(devnet).client.getBlock()).timestamp)
const transferPrt = (amount: string): { to: Address; data: Hex } => ({
  to: prt,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [receiver, parseUnits(amount, 18)],
  }),
})
const prtBalance = (address: Address) =>
  chainAClients(devnet).client.readContract({
    address: prt,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** A session granting PRT transfers up to `limit` PRT for an hour. */
async function prtSession(limit = '10'): Promise<SessionGrant> {
  return {
    key: sessionKey.address,
    validUntil: (await chainTime()) + ONE_HOUR,
    nativeLimit: 0n,
    calls: [{ target: prt, selector: selectorOf('transfer(address,uint256)') }],
    tokens: [{ token: prt, limit: parseUnits(limit, 18) }],
  }
}

/** Sends calls as the owner (deploying the account with the first one). */
async function asOwner(calls: { to: Address; value?: bigint; data?: Hex }[]) {
  const { client, wallet } = chainAClients(devnet)
  return handleOpsDirectly(client, wallet, ownerAccount, calls)
}

/** Sends calls as the session key of session `id`. */
async function asSession(id: Hex, calls: { to: Address; value?: bigint; data?: Hex }[], key = sessionKey) {
  const { client, wallet } = chainAClients(devnet)
  const account = await toPorticoSmartAccount({
    client,
    owner: owner.address === key.address ? owner : privateKeyToAccount(generatePrivateKey()),
    factoryAddress: manifestContract(devnet, 'accountFactory', 'PorticoSmartAccountFactory').address,
    address: await ownerAccount.getAddress(),
    session: { id, key },
  })
  return handleOpsDirectly(client, wallet, account, calls)
}

async function grant(id: Hex, session: SessionGrant) {
  return asOwner([grantSessionCall(await ownerAccount.getAddress(), id, session)])
}

describe('session keys on PorticoSmartAccount (N-04)', () => {
  const id = newSessionId()

  it('N-04 a session granting PRT transfers up to 10 PRT for one hour lets the session key send 5 PRT', async () => {
    expect((await grant(id, await prtSession())).status).toBe('success')
    const account = await ownerAccount.getAddress()
    const before = await prtBalance(receiver)
    expect((await asSession(id, [transferPrt('5')])).status).toBe('success')
    expect((await prtBalance(receiver)) - before).toBe(parseUnits('5', 18))
    const spend = await chainAClients(devnet).client.readContract({
      address: account,
      abi: porticoSmartAccountAbi,
      functionName: 'getTokenSpend',
      args: [id, prt],
    })
    expect(spend).toEqual({ limited: true, limit: parseUnits('10', 18), spent: parseUnits('5', 18) })
  })

  it('N-04 20 PRT is rejected on chain, and so is 6 more (5 + 6 is over the 10 PRT limit)', async () => {
    await expect(asSession(id, [transferPrt('20')])).rejects.toThrow(/session: token limit exceeded/)
    await expect(asSession(id, [transferPrt('6')])).rejects.toThrow(/session: token limit exceeded/)
    expect((await asSession(id, [transferPrt('5')])).status).toBe('success')
  })

  it('N-04 a call outside the grant is rejected: another function, another contract, plain ether', async () => {
    const pusd = manifestContract(devnet, 'erc20', 'Portico USD').address
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, 1n] })
    await expect(asSession(id, [{ to: prt, data: approve }])).rejects.toThrow(/session: call not allowed/)
    await expect(asSession(id, [{ ...transferPrt('1'), to: pusd }])).rejects.toThrow(
      /session: call not allowed/,
    )
    await expect(asSession(id, [{ to: receiver, value: 1n }])).rejects.toThrow(/session: call not allowed/)
    // A batch is checked call by call: one bad call refuses the whole operation.
    await expect(asSession(id, [transferPrt('0'), { to: receiver, value: 1n }])).rejects.toThrow(
      /call not allowed/,
    )
  })

  it('N-04 a signature from another key, or for an unknown session, is refused', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    // The policy is checked before the key (so gas estimates with a stub signature are right): a call within
    // the limits (10 of 10 PRT are spent, so 0 PRT) reaches the key check and fails there.
    await expect(asSession(id, [transferPrt('0')], stranger)).rejects.toThrow(/AA24 signature error/)
    await expect(asSession(newSessionId(), [transferPrt('1')])).rejects.toThrow(/session: unknown id/)
  })

  it('N-02 use after revocation by the owner fails', async () => {
    const revocable = newSessionId()
    await grant(revocable, await prtSession())
    expect((await asSession(revocable, [transferPrt('1')])).status).toBe('success')
    await asOwner([revokeSessionCall(await ownerAccount.getAddress(), revocable)])
    await expect(asSession(revocable, [transferPrt('1')])).rejects.toThrow(/session: revoked/)
  })

  it('N-04 the grant itself is checked: expiry in the past, the account as a target, no key', async () => {
    const account = await ownerAccount.getAddress()
    const past = { ...(await prtSession()), validUntil: (await chainTime()) - 1 }
    await expect(grant(newSessionId(), past)).rejects.toThrow(/session: expiry in the past/)
    const self = {
      ...(await prtSession()),
      calls: [{ target: account, selector: selectorOf('revokeSession(bytes32)') }],
    }
    await expect(grant(newSessionId(), self)).rejects.toThrow(/the account itself cannot be a target/)
    const noKey = { ...(await prtSession()), key: '0x0000000000000000000000000000000000000000' as Address }
    await expect(grant(newSessionId(), noKey)).rejects.toThrow(/session: key is zero/)
    await expect(grant(id, await prtSession())).rejects.toThrow(/session: id already used/)
  })

  it('N-04 use after expiry fails (anvil time travel past validUntil)', async () => {
    const expiring = newSessionId()
    await grant(expiring, await prtSession())
    expect((await asSession(expiring, [transferPrt('1')])).status).toBe('success')
    const { client } = chainAClients(devnet)
    await client.request({ method: 'evm_increaseTime' as never, params: [ONE_HOUR + 1] as never })
    await client.request({ method: 'evm_mine' as never, params: [] as never })
    await expect(asSession(expiring, [transferPrt('1')])).rejects.toThrow(/AA22 expired or not due/)
  })
})
