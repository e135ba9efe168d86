import type { SolanaDevnet } from '@portico/devnet/solana'
import { address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** Lamports of `owner`, read straight from the devnet chain (tests only). */
export const solBalance = async (devnet: SolanaDevnet, owner: string) =>
  devnet.chain.svm.getBalance(address(owner)) ?? 0n

/** pUSD base units in `owner`'s associated token account, 0 when it has none (tests only). */
export async function tokenBalance(devnet: SolanaDevnet, owner: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: devnet.seed.pusdMint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return BigInt(devnet.chain.tokenBalance(ata)?.amount ?? '0')
}
