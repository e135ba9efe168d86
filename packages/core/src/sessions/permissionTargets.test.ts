import { describe, expect, it } from 'vitest'
import { PermissionRequestError } from './permissionRequest.js'
import { checkPermissionTargets } from './permissionTargets.js'

const PRT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A chain where only PRT has code (a stand-in for eth_getCode: the gateway test runs it on anvil). */
const getCode = async (address: string) => (address.toLowerCase() === PRT.toLowerCase() ? '0x6080' : '0x')

const call = (address: string, selector = '0xa9059cbb') => ({
  type: 'contract-call',
  data: { address, functions: [{ selector }] },
})

async function fieldOf(permissions: unknown[]): Promise<string | undefined> {
  try {
    await checkPermissionTargets({ permissions }, getCode, 'eip155:31337')
  } catch (error) {
    if (error instanceof PermissionRequestError) return `${error.field} | ${error.message}`
    throw error
  }
  return undefined
}

describe('checkPermissionTargets (N-04, issue 13 bad input: targets that are not contracts)', () => {
  it('N-04 accepts contract targets and tokens that have code', async () => {
    const limit = { type: 'erc20-token-limit', data: { address: PRT, allowance: '1' } }
    expect(await fieldOf([call(PRT), limit])).toBeUndefined()
  })

  it('N-04 refuses a call target or a token without code, naming its field and the chain', async () => {
    expect(await fieldOf([call(PRT), call(EOA)])).toBe(
      'permissions[1].data.address | permissions[1].data.address: is not a contract on eip155:31337',
    )
    const limit = { type: 'erc20-token-limit', data: { address: EOA, allowance: '1' } }
    expect(await fieldOf([limit])).toMatch(/^permissions\[0\]\.data\.address \|/)
  })

  it('N-04 a plain native transfer (selector 0x00000000 only) may go to an address without code', async () => {
    expect(await fieldOf([call(EOA, '0x00000000')])).toBeUndefined()
    expect(await fieldOf([{ type: 'native-token-limit', data: { allowance: '1' } }])).toBeUndefined()
  })

  it('N-04 reads each address once per permission, in order, and stops at the first without code', async () => {
    const asked: string[] = []
    const recording = async (address: string) => {
      asked.push(address)
      return getCode(address)
    }
    await expect(
      checkPermissionTargets({ permissions: [call(PRT), call(EOA), call(PRT)] }, recording, 'eip155:1'),
    ).rejects.toThrow(PermissionRequestError)
    expect(asked).toEqual([PRT, EOA])
  })
})
