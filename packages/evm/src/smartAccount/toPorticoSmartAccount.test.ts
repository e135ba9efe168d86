// @vitest-environment node
import { DEVNET_ACCOUNTS, type Devnet } from '@portico/devnet'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainAClients, manifestContract, startTestDevnet } from '../testing/devnetClients.js'
import { handleOpsDirectly } from '../testing/handleOps.js'
import { accountFactoryAbi } from './smartAccountAbi.js'
import { toPorticoSmartAccount } from './toPorticoSmartAccount.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startTestDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

const chainA = () => chainAClients(devnet)
const contract = (kind: string, name?: string, chainIndex = 0) =>
  manifestContract(devnet, kind, name, chainIndex)

describe('ERC-4337 on the devnet', () => {
  it('lists EntryPoint v0.8 at its canonical address and both factories, the same on both chains', async () => {
    const { client } = chainA()
    expect(contract('entryPoint').address).toBe(entryPoint08Address)
    for (const name of ['SimpleAccountFactory', 'PorticoSmartAccountFactory']) {
      expect(contract('accountFactory', name, 0)).toEqual(contract('accountFactory', name, 1))
      expect(await client.getCode({ address: contract('accountFactory', name).address })).toMatch(/^0x.{100}/)
    }
    expect(await client.getCode({ address: entryPoint08Address })).toMatch(/^0x.{100}/)
  })

  for (const factoryName of ['SimpleAccountFactory', 'PorticoSmartAccountFactory'] as const) {
    it(`${factoryName}: a user operation signed with viem and sent to handleOps deploys the account at its counterfactual address and performs a call`, async () => {
      const { client, wallet } = chainA()
      const owner = privateKeyToAccount(generatePrivateKey())
      const factoryAddress = contract('accountFactory', factoryName).address
      const account = await toPorticoSmartAccount({ client, owner, factoryAddress })
      const counterfactual = await client.readContract({
        address: factoryAddress,
        abi: accountFactoryAbi,
        functionName: 'getAddress',
        args: [owner.address, 0n],
      })
      expect(await account.getAddress()).toBe(counterfactual)
      expect(await client.getCode({ address: counterfactual })).toBeUndefined()

      // The account pays its own gas (no paymaster): fund it with ether and PRT before it exists.
      const prt = contract('erc20', 'Portico Token').address
      await wallet.sendTransaction({ to: counterfactual, value: parseEther('1') })
      await wallet.writeContract({
        address: prt,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [counterfactual, parseUnits('3', 18)],
      })
      const receiver = DEVNET_ACCOUNTS[5]
      const before = await client.readContract({
        address: prt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      })
      const transfer = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, parseUnits('2', 18)],
      })
      const receipt = await handleOpsDirectly(client, wallet, account, [{ to: prt, data: transfer }])
      expect(receipt.status).toBe('success')
      expect(await client.getCode({ address: counterfactual })).toMatch(/^0x.+/)
      const after = await client.readContract({
        address: prt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      })
      expect(after - before).toBe(parseUnits('2', 18))
    })
  }

  it('PorticoSmartAccount: a message signed before deployment verifies under ERC-6492, after it under ERC-1271', async () => {
    const { client, wallet } = chainA()
    const owner = privateKeyToAccount(generatePrivateKey())
    const factoryAddress = contract('accountFactory', 'PorticoSmartAccountFactory').address
    const account = await toPorticoSmartAccount({ client, owner, factoryAddress })
    const address = await account.getAddress()
    const early = await account.signMessage({ message: 'Hello from Portico' })
    expect(early.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    await expect(
      client.verifyMessage({ address, message: 'Hello from Portico', signature: early }),
    ).resolves.toBe(true)
    expect(await client.verifyMessage({ address, message: 'another message', signature: early })).toBe(false)

    const deployed = await wallet.writeContract({
      address: factoryAddress,
      abi: accountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0n],
    })
    // anvil may answer before it mines the block: the account has code only once the receipt exists.
    await client.waitForTransactionReceipt({ hash: deployed })
    const late = await account.signMessage({ message: 'Hello from Portico' })
    expect(late).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client.verifyMessage({ address, message: 'Hello from Portico', signature: late })).toBe(true)
    // The owner's plain signature is not the account's: ERC-1271 wants the account-bound EIP-712 form.
    const plain = await owner.signMessage({ message: 'Hello from Portico' })
    expect(await client.verifyMessage({ address, message: 'Hello from Portico', signature: plain })).toBe(
      false,
    )
  })
})
