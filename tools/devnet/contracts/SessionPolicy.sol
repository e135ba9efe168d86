// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/core/BaseAccount.sol";
import "@account-abstraction/contracts/core/Helpers.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * Session keys of a PorticoSmartAccount: what a session may do and what it has spent. A session may only send
 * `execute` or `executeBatch` calls whose (target, selector) pairs it was granted (selector 0x00000000 stands
 * for a call without data, i.e. a plain native transfer); their value counts against its native limit, and
 * `transfer`, `approve` and `transferFrom` amounts on a token with a limit count against that limit. A policy
 * violation reverts validation with a reason starting `session:`; a wrong key returns SIG_VALIDATION_FAILED
 * (checked after the policy, so a stub signature costs the same gas as the real one);
 * expiry is returned as validUntil, so the EntryPoint enforces it against the block time.
 */
library SessionPolicy {
    struct CallPermission {
        address target;
        bytes4 selector;
    }

    struct TokenLimit {
        address token;
        uint256 limit;
    }

    /// What the owner grants.
    struct Grant {
        address key;
        uint48 validUntil;
        uint256 nativeLimit;
        CallPermission[] calls;
        TokenLimit[] tokens;
    }

    struct State {
        address key;
        uint48 validUntil;
        bool revoked;
        uint256 nativeLimit;
        uint256 nativeSpent;
    }

    struct TokenSpend {
        bool limited;
        uint256 limit;
        uint256 spent;
    }

    struct Sessions {
        mapping(bytes32 => State) states;
        mapping(bytes32 => mapping(address => mapping(bytes4 => bool))) allowedCalls;
        mapping(bytes32 => mapping(address => TokenSpend)) tokenSpends;
    }

    bytes4 private constant TRANSFER = 0xa9059cbb; // transfer(address,uint256)
    bytes4 private constant APPROVE = 0x095ea7b3; // approve(address,uint256)
    bytes4 private constant TRANSFER_FROM = 0x23b872dd; // transferFrom(address,address,uint256)

    function grant(Sessions storage self, bytes32 id, Grant calldata g, address account) internal {
        require(self.states[id].key == address(0), "session: id already used");
        require(g.key != address(0), "session: key is zero");
        require(g.validUntil > block.timestamp, "session: expiry in the past");
        require(g.calls.length > 0, "session: no calls granted");
        for (uint256 i = 0; i < g.calls.length; i++) {
            require(g.calls[i].target != account, "session: the account itself cannot be a target");
            self.allowedCalls[id][g.calls[i].target][g.calls[i].selector] = true;
        }
        for (uint256 i = 0; i < g.tokens.length; i++) {
            self.tokenSpends[id][g.tokens[i].token] = TokenSpend(true, g.tokens[i].limit, 0);
        }
        self.states[id] = State(g.key, g.validUntil, false, g.nativeLimit, 0);
    }

    function revoke(Sessions storage self, bytes32 id) internal {
        require(self.states[id].key != address(0), "session: unknown id");
        self.states[id].revoked = true;
    }

    /// Checks a session user operation and books what it spends; returns the EntryPoint's validation data.
    function validate(Sessions storage self, bytes32 id, bytes32 userOpHash, bytes memory signature, bytes calldata callData)
        internal
        returns (uint256)
    {
        State storage state = self.states[id];
        require(state.key != address(0), "session: unknown id");
        require(!state.revoked, "session: revoked");
        require(callData.length >= 4, "session: no call");
        bytes4 selector = bytes4(callData[:4]);
        if (selector == BaseAccount.execute.selector) {
            (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
            _book(self, id, state, target, value, data);
        } else if (selector == BaseAccount.executeBatch.selector) {
            BaseAccount.Call[] memory calls = abi.decode(callData[4:], (BaseAccount.Call[]));
            for (uint256 i = 0; i < calls.length; i++) {
                _book(self, id, state, calls[i].target, calls[i].value, calls[i].data);
            }
        } else {
            revert("session: only execute and executeBatch");
        }
        // The key is checked last, so a bundler's gas estimate with a stub signature runs the same bookings as
        // the real operation; a wrong key fails validation, and the EntryPoint then reverts those bookings.
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(userOpHash, signature);
        if (error != ECDSA.RecoverError.NoError || signer != state.key) return SIG_VALIDATION_FAILED;
        return _packValidationData(false, state.validUntil, 0);
    }

    function _book(Sessions storage self, bytes32 id, State storage state, address target, uint256 value, bytes memory data)
        private
    {
        bytes4 selector = data.length == 0 ? bytes4(0) : bytes4(data);
        require(data.length == 0 || data.length >= 4, "session: malformed call data");
        require(self.allowedCalls[id][target][selector], "session: call not allowed");
        if (value > 0) {
            state.nativeSpent += value;
            require(state.nativeSpent <= state.nativeLimit, "session: native limit exceeded");
        }
        TokenSpend storage spend = self.tokenSpends[id][target];
        if (!spend.limited) return;
        uint256 amount;
        if (selector == TRANSFER || selector == APPROVE) {
            (, amount) = abi.decode(_args(data), (address, uint256));
        } else if (selector == TRANSFER_FROM) {
            (,, amount) = abi.decode(_args(data), (address, address, uint256));
        }
        spend.spent += amount;
        require(spend.spent <= spend.limit, "session: token limit exceeded");
    }

    /// The call's arguments (its data without the 4-byte selector).
    function _args(bytes memory data) private pure returns (bytes memory args) {
        args = new bytes(data.length - 4);
        for (uint256 i = 0; i < args.length; i++) {
            args[i] = data[i + 4];
        }
    }
}
