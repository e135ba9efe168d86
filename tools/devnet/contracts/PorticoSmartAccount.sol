// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import "./SessionPolicy.sol";

/**
 * Portico's smart account: the official ERC-4337 v0.8 SimpleAccount (owner = one ECDSA key) plus
 *  - ERC-1271 signatures, replay-safe: the owner signs the EIP-712 struct `PorticoMessage(bytes32 hash)` in this
 *    account's own domain, so one signature is never valid for another account of the same owner;
 *  - session keys: the owner grants a key the right to send user operations within limits (expiry, allowed
 *    target and function pairs, native and ERC-20 spend limits) and may revoke it. The limits are checked while
 *    the EntryPoint validates the user operation, on this account's own storage only (ERC-7562 compliant).
 *
 * A user operation's signature is either the owner's 65-byte ECDSA signature of the userOpHash, or
 * `abi.encode(bytes32 sessionId, bytes sessionKeySignature)` for a session.
 */
contract PorticoSmartAccount is SimpleAccount, IERC1271, EIP712 {
    using SessionPolicy for SessionPolicy.Sessions;

    /// EIP-712 type of the struct the owner signs for ERC-1271.
    bytes32 private constant PORTICO_MESSAGE_TYPEHASH = keccak256("PorticoMessage(bytes32 hash)");

    SessionPolicy.Sessions private _sessions;

    event SessionGranted(bytes32 indexed id, address indexed key, uint48 validUntil);
    event SessionRevoked(bytes32 indexed id);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("PorticoSmartAccount", "1") {}

    /// Grants a session key the rights in `grant` under the id `id` (owner only, directly or through execute).
    function grantSession(bytes32 id, SessionPolicy.Grant calldata grant) external onlyOwner {
        _sessions.grant(id, grant, address(this));
        emit SessionGranted(id, grant.key, grant.validUntil);
    }

    /// Revokes a session; its key can no longer validate a user operation (owner only).
    function revokeSession(bytes32 id) external onlyOwner {
        _sessions.revoke(id);
        emit SessionRevoked(id);
    }

    /// A session's key, expiry, state and native spend.
    function getSession(bytes32 id) external view returns (SessionPolicy.State memory) {
        return _sessions.states[id];
    }

    /// Whether a session may call `selector` on `target`.
    function isCallAllowed(bytes32 id, address target, bytes4 selector) external view returns (bool) {
        return _sessions.allowedCalls[id][target][selector];
    }

    /// A session's ERC-20 spend limit and what it has spent of `token`.
    function getTokenSpend(bytes32 id, address token) external view returns (SessionPolicy.TokenSpend memory) {
        return _sessions.tokenSpends[id][token];
    }

    /// ERC-1271: valid when the owner signed `PorticoMessage(hash)` in this account's EIP-712 domain.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(PORTICO_MESSAGE_TYPEHASH, hash)));
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(digest, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        if (userOp.signature.length == 65) return super._validateSignature(userOp, userOpHash);
        (bytes32 id, bytes memory signature) = abi.decode(userOp.signature, (bytes32, bytes));
        return _sessions.validate(id, userOpHash, signature, userOp.callData);
    }
}
