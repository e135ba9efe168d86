// @vitest-environment jsdom
import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { UNVERIFIED_METADATA_WARNING } from '../src/approval/appMetadata.js'
import { approvalDetails } from '../src/approval/approvalDetails.js'

// Issue 25 item 1: decoded calls (`approve-call` with `data-kind`), batches call by call, swaps and the app's
// metadata.
const APP = 'http://127.0.0.1:5173'
const ACCOUNT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const WETH = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const context = { origin: APP, chainId: 31337, account: ACCOUNT }
const router = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const kinds = (root: ParentNode) =>
  [...root.querySelectorAll('[data-testid="approve-call"]')].map((node) => node.getAttribute('data-kind'))
const summaries = (root: ParentNode) =>
  [...root.querySelectorAll('[data-testid="approve-call-summary"]')].map((node) => node.textContent)
const tx = (to: string, data?: string, value?: bigint) => ({
  method: 'eth_sendTransaction',
  params: [{ from: ACCOUNT, to, ...(data ? { data } : {}), ...(value ? { value: toHex(value) } : {}) }],
})

describe('decoded calls on the approval screen (issue 25 item 1)', () => {
  it('each call has its data-kind: native, ERC-20 transfer and approve, NFT, operator approval, swap, unknown', () => {
    const cases: [ReturnType<typeof tx>, string][] = [
      [tx(OTHER, undefined, parseEther('0.5')), 'native-transfer'],
      [
        tx(TOKEN, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 5n] })),
        'erc20-transfer',
      ],
      [
        tx(TOKEN, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OTHER, maxUint256] })),
        'erc20-approve',
      ],
      [
        tx(
          TOKEN,
          encodeFunctionData({
            abi: erc721Abi,
            functionName: 'safeTransferFrom',
            args: [ACCOUNT, OTHER, 4n],
          }),
        ),
        'nft-transfer',
      ],
      [
        tx(
          TOKEN,
          encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [OTHER, true] }),
        ),
        'set-approval-for-all',
      ],
      [
        tx(
          ROUTER,
          encodeFunctionData({
            abi: router,
            functionName: 'swapExactETHForTokens',
            args: [1n, [WETH, TOKEN], ACCOUNT, 1_800_000_000n],
          }),
          parseEther('0.1'),
        ),
        'swap',
      ],
      [tx(TOKEN, '0xdeadbeef00'), 'unknown'],
    ]
    for (const [request, kind] of cases) {
      expect(kinds(approvalDetails(document, request, context)), kind).toEqual([kind])
    }
  })

  it('a Uniswap V2 swap in words: what is sold, the least bought, the path and the recipient', () => {
    const data = encodeFunctionData({
      abi: router,
      functionName: 'swapExactTokensForTokens',
      args: [parseUnits('25', 18), 7n, [TOKEN, WETH], ACCOUNT, 1_800_000_000n],
    })
    const details = approvalDetails(document, tx(ROUTER, data), context)
    expect(summaries(details)).toEqual([
      `Swap exactly ${parseUnits('25', 18)} of token ${TOKEN} for at least 7 of token ${WETH}.`,
    ])
    expect(details.querySelector('[data-testid="approve-call-fields"]')?.textContent).toContain(
      `Path${TOKEN} → ${WETH}Recipient${ACCOUNT}Deadline2027-01-15T08:00:00.000Z`,
    )
    const eth = encodeFunctionData({
      abi: router,
      functionName: 'swapExactETHForTokens',
      args: [9n, [WETH, TOKEN], ACCOUNT, 1_800_000_000n],
    })
    expect(summaries(approvalDetails(document, tx(ROUTER, eth, 100n), context))).toEqual([
      `Swap exactly 100 of the native token for at least 9 of token ${TOKEN}.`,
    ])
  })

  it('an EIP-5792 batch is shown call by call, in order; an empty batch is said to be so', () => {
    const batch = {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: ACCOUNT,
          calls: [
            {
              to: TOKEN,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 5n] }),
            },
            { to: OTHER, value: toHex(1n) },
            {
              to: TOKEN,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 2n] }),
            },
          ],
        },
      ],
    }
    const details = approvalDetails(document, batch, context)
    expect(details.querySelector('[data-testid="approve-batch"]')?.textContent).toBe(
      'A batch of 3 calls, run in this order:',
    )
    expect(kinds(details)).toEqual(['erc20-approve', 'native-transfer', 'erc20-transfer'])
    const empty = approvalDetails(document, { method: 'wallet_sendCalls', params: [{ calls: [] }] }, context)
    expect(empty.querySelector('[data-testid="approve-warning"]')?.textContent).toBe(
      'The batch holds no calls.',
    )
  })

  it("A-17 the app's name and icon are shown; flagged unverified when the stated url is not the verified origin", () => {
    const request = { method: 'personal_sign', params: ['0x68'] }
    const verified = approvalDetails(document, request, {
      ...context,
      metadata: {
        name: 'Demo',
        url: `${APP}/`,
        icons: ['javascript:alert(1)', 'https://cdn.example/icon.png'],
      },
    })
    expect(verified.querySelector('[data-testid="approve-app-name"]')?.textContent).toBe('Demo')
    expect(verified.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/icon.png')
    expect(verified.querySelector('[data-testid="approve-warning"]')).toBeNull()
    const impostor = approvalDetails(document, request, {
      ...context,
      metadata: { name: 'Uniswap', url: 'https://app.uniswap.org', icons: ['javascript:alert(1)'] },
    })
    expect(impostor.querySelector('[data-testid="approve-app-name"]')?.textContent).toBe(
      'Uniswap (unverified)',
    )
    expect(impostor.querySelector('[data-testid="approve-origin"]')?.textContent).toBe(APP)
    expect(impostor.querySelector('[data-testid="approve-warning"]')?.textContent).toBe(
      UNVERIFIED_METADATA_WARNING,
    )
    expect(impostor.querySelector('img')).toBeNull()
    // Anything but an object is no metadata: the origin alone.
    const none = approvalDetails(document, request, { ...context, metadata: 'Uniswap' })
    expect(none.querySelector('[data-testid="approve-app-name"]')).toBeNull()
  })
})
