import { createHash } from 'node:crypto'
import {
  type Address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getAddressDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  none,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  some,
} from '@solana/kit'
import { getTransferSolInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  LAMPORTS_PER_SOL,
  SOLANA_DEVNET_ACCOUNT_PUSD,
  SOLANA_DEVNET_ACCOUNT_SOL,
  SOLANA_PUSD,
} from './constants.js'
import { solanaDevnetAddresses } from './keys.js'
import type { SolanaChain } from './solanaChain.js'
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './tokenAccounts.js'

/** Lamports the faucet behind `requestAirdrop` starts with (far more than tests ever ask for). */
const FAUCET_LAMPORTS = 1_000_000_000n * LAMPORTS_PER_SOL

/** A deterministic 32-byte value from a label: the same mint and faucet on every start. */
const labelBytes = (label: string) =>
  new Uint8Array(createHash('sha256').update(`portico-devnet:${label}`).digest())

/** Address of the devnet's pUSD mint: the same on every start (sha256 of a label, so no one holds its key). */
export const SOLANA_PUSD_MINT: Address = getAddressDecoder().decode(labelBytes('solana pUSD mint'))

/** The faucet's signer (development only: its key derives from a public label). */
export const solanaFaucetSigner = (): Promise<KeyPairSigner> =>
  createKeyPairSignerFromPrivateKeyBytes(labelBytes('solana faucet'))

function writeAccount(
  chain: SolanaChain,
  address: Address,
  owner: Address,
  data: Uint8Array,
  balance?: bigint,
) {
  chain.svm.setAccount({
    address,
    data,
    executable: false,
    lamports: lamports(balance ?? chain.svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: owner,
    space: BigInt(data.length),
  })
}

/** What the seed created: the funded accounts, the pUSD mint and each account's pUSD token account. */
export interface SolanaSeed {
  accounts: Address[]
  pusdMint: Address
  pusdTokenAccounts: Address[]
  faucet: Address
}

/**
 * Writes the genesis state: every mnemonic account with {@link SOLANA_DEVNET_ACCOUNT_SOL} SOL, the pUSD mint
 * (6 decimals, mint authority account 0) and an associated token account per account holding
 * {@link SOLANA_DEVNET_ACCOUNT_PUSD} pUSD, and the faucet. Genesis accounts are written directly (as a
 * validator's genesis file does); everything after goes through real transactions.
 */
export async function seedSolanaChain(chain: SolanaChain): Promise<SolanaSeed> {
  const accounts = solanaDevnetAddresses()
  const faucet = await solanaFaucetSigner()
  writeAccount(chain, faucet.address, SYSTEM_PROGRAM_ADDRESS, new Uint8Array(), FAUCET_LAMPORTS)
  for (const address of accounts) {
    writeAccount(
      chain,
      address,
      SYSTEM_PROGRAM_ADDRESS,
      new Uint8Array(),
      SOLANA_DEVNET_ACCOUNT_SOL * LAMPORTS_PER_SOL,
    )
  }
  const unit = 10n ** BigInt(SOLANA_PUSD.decimals)
  const mint = getMintEncoder().encode({
    mintAuthority: some(accounts[0]!),
    supply: SOLANA_DEVNET_ACCOUNT_PUSD * unit * BigInt(accounts.length),
    decimals: SOLANA_PUSD.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  writeAccount(chain, SOLANA_PUSD_MINT, TOKEN_PROGRAM_ADDRESS, new Uint8Array(mint))
  const pusdTokenAccounts: Address[] = []
  for (const owner of accounts) {
    const [ata] = await findAssociatedTokenPda({
      owner,
      mint: SOLANA_PUSD_MINT,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const data = getTokenEncoder().encode({
      mint: SOLANA_PUSD_MINT,
      owner,
      amount: SOLANA_DEVNET_ACCOUNT_PUSD * unit,
      delegate: none(),
      state: AccountState.Initialized,
      isNative: none(),
      delegatedAmount: 0n,
      closeAuthority: none(),
    })
    if (data.length !== TOKEN_ACCOUNT_SIZE) throw new Error(`token account encodes to ${data.length} bytes`)
    writeAccount(chain, ata, TOKEN_PROGRAM_ADDRESS, new Uint8Array(data))
    pusdTokenAccounts.push(ata)
  }
  if (mint.length !== MINT_SIZE) throw new Error(`mint encodes to ${mint.length} bytes`)
  return { accounts, pusdMint: SOLANA_PUSD_MINT, pusdTokenAccounts, faucet: faucet.address }
}

/** Builds, signs and processes a faucet transfer of `amount` lamports to `to`; returns its signature. */
export async function airdrop(chain: SolanaChain, to: Address, amount: bigint): Promise<string> {
  const faucet = await solanaFaucetSigner()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(faucet, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(chain.latestBlockhash(), m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: to, amount }),
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return chain.process(new Uint8Array(getTransactionEncoder().encode(signed))).signature
}
