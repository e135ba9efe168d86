import type { FailedTransactionMetadata } from 'litesvm'

/**
 * Names of litesvm's `TransactionErrorFieldless` values, in the order of their numbers (litesvm's typings
 * declare them as a `const enum`, which has no runtime object).
 */
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

/** Names of litesvm's `InstructionErrorFieldless` values, in the order of their numbers. */
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error as Solana's JSON-RPC writes it, e.g. `"InsufficientFundsForFee"` or `{ InstructionError: [0, { Custom: 1 }] }`. */
export type TransactionErrorJson = string | Record<string, unknown>

function instructionErrorJson(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'InvalidError'
  if (error && typeof error === 'object') {
    if ('code' in error) return { Custom: (error as { code: number }).code }
    if ('msg' in error) return { BorshIoError: (error as { msg: string }).msg }
  }
  return 'InvalidError'
}

/** The Solana JSON form of a failed litesvm transaction's error. */
export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const error: unknown = failed.err()
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
  if (error && typeof error === 'object') {
    const fields = error as { index?: number; accountIndex?: number; err?: () => unknown }
    if (typeof fields.err === 'function')
      return { InstructionError: [fields.index, instructionErrorJson(fields.err())] }
    const name = error.constructor.name.replace(/^TransactionError/, '')
    // Solana writes `{ DuplicateInstruction: 2 }` but `{ InsufficientFundsForRent: { account_index: 2 } }`.
    return {
      [name]: fields.accountIndex === undefined ? fields.index : { account_index: fields.accountIndex },
    }
  }
  return String(error)
}
