import { parseAbi } from 'viem'

/**
 * The parts of PorticoSmartAccount (tools/devnet/contracts) that wallets call: the official SimpleAccount's
 * `execute`/`executeBatch`/`owner`, and the session functions. The official SimpleAccount answers the first three.
 */
export const porticoSmartAccountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'function owner() view returns (address)',
  'struct CallPermission { address target; bytes4 selector; }',
  'struct TokenLimit { address token; uint256 limit; }',
  'struct Grant { address key; uint48 validUntil; uint256 nativeLimit; CallPermission[] calls; TokenLimit[] tokens; }',
  'function grantSession(bytes32 id, Grant grant)',
  'function revokeSession(bytes32 id)',
  'struct State { address key; uint48 validUntil; bool revoked; uint256 nativeLimit; uint256 nativeSpent; }',
  'function getSession(bytes32 id) view returns (State)',
  'function isCallAllowed(bytes32 id, address target, bytes4 selector) view returns (bool)',
  'struct TokenSpend { bool limited; uint256 limit; uint256 spent; }',
  'function getTokenSpend(bytes32 id, address token) view returns (TokenSpend)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'event SessionGranted(bytes32 indexed id, address indexed key, uint48 validUntil)',
  'event SessionRevoked(bytes32 indexed id)',
])

/** `getAddress(owner, salt)` and `createAccount(owner, salt)`: the same on SimpleAccountFactory and ours. */
export const accountFactoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function accountImplementation() view returns (address)',
])

/** The EIP-712 struct the owner signs for the account's ERC-1271 check (the hash of the message or typed data). */
export const PORTICO_MESSAGE_TYPES = { PorticoMessage: [{ name: 'hash', type: 'bytes32' }] } as const

/** The account's EIP-712 domain name and version. */
export const PORTICO_ACCOUNT_DOMAIN = { name: 'PorticoSmartAccount', version: '1' } as const
