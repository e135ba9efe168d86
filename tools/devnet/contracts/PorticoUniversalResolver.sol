// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {EnsNames} from "./EnsNames.sol";

interface IEnsRegistryResolver {
    function resolver(bytes32 node) external view returns (address);
}

interface IExtendedResolver {
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory);
}

interface IBatchGateway {
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Query[] memory queries) external view returns (bool[] memory failures, bytes[] memory responses);
}

/**
 * @notice The entry points viem's `getEnsAddress` and `getEnsName` call (`resolveWithGateways`,
 * `reverseWithGateways`), with the same errors as ENS's UniversalResolver, for ENSIP-10 wildcard resolvers
 * that answer through ERC-3668. A resolver's `OffchainLookup` is wrapped in one to the batch gateway (viem
 * answers `x-batch-gateway:true` itself), so the inner request keeps the resolver as its sender and the
 * gateway signs for the resolver. Reverse resolution (coin type 60) checks the name forward, as ENSIP-19 asks.
 */
contract PorticoUniversalResolver {
    IEnsRegistryResolver public immutable registry;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);
    error InvalidBatchGatewayResponse();
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);

    constructor(IEnsRegistryResolver registry_) {
        registry = registry_;
    }

    /// @notice The resolver of `name` (DNS-encoded): the one of the name or of its closest parent (ENSIP-10).
    function findResolver(bytes memory name) public view returns (address) {
        for (uint256 offset = 0; offset < name.length; offset = EnsNames.next(name, offset)) {
            address found = registry.resolver(EnsNames.namehash(name, offset));
            if (found != address(0)) return found;
            if (name[offset] == 0) break;
        }
        return address(0);
    }

    /// @notice Calls `data` (e.g. `addr(bytes32)`) on the resolver of `name`; returns the answer and the resolver.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data, gateways, this.resolveCallback.selector, "");
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory result, address resolver)
    {
        (result, resolver,) = _finish(response, extraData);
    }

    /// @notice The primary name of `lookupAddress` (20 bytes, coin type 60), checked forward.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        if (coinType != 60 || lookupAddress.length != 20) revert UnsupportedResolverProfile(bytes4(0x691f3431));
        bytes memory name = EnsNames.reverseName(lookupAddress);
        bytes memory data = abi.encodeWithSelector(bytes4(0x691f3431), EnsNames.namehash(name, 0));
        bytes memory state = abi.encode(lookupAddress, gateways);
        (bytes memory result, address reverseResolver) =
            _resolve(name, data, gateways, this.reverseCallback.selector, state);
        return _forward(result, reverseResolver, lookupAddress, gateways);
    }

    function reverseCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (bytes memory result, address reverseResolver, bytes memory state) = _finish(response, extraData);
        (bytes memory lookupAddress, string[] memory gateways) = abi.decode(state, (bytes, string[]));
        return _forward(result, reverseResolver, lookupAddress, gateways);
    }

    function forwardCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (bytes memory result, address resolver, bytes memory state) = _finish(response, extraData);
        return _check(result, resolver, state);
    }

    /// @dev Resolves the primary name forward (`addr(bytes32)`), to check it against the looked-up address.
    function _forward(bytes memory result, address reverseResolver, bytes memory lookupAddress, string[] memory gateways)
        internal
        view
        returns (string memory, address, address)
    {
        string memory primary = abi.decode(result, (string));
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory name = EnsNames.dnsEncode(primary);
        bytes memory state = abi.encode(primary, lookupAddress, reverseResolver);
        (bytes memory answer, address resolver) = _resolve(
            name,
            abi.encodeWithSelector(bytes4(0x3b3b57de), EnsNames.namehash(name, 0)),
            gateways,
            this.forwardCallback.selector,
            state
        );
        return _check(answer, resolver, state);
    }

    /// @dev `state` is abi.encode(primary, lookupAddress, reverseResolver).
    function _check(bytes memory answer, address resolver, bytes memory state)
        internal
        pure
        returns (string memory, address, address)
    {
        (string memory primary, bytes memory lookupAddress, address reverseResolver) =
            abi.decode(state, (string, bytes, address));
        bytes memory primaryAddress = abi.encodePacked(abi.decode(answer, (address)));
        if (keccak256(primaryAddress) != keccak256(lookupAddress)) {
            revert ReverseAddressMismatch(primary, primaryAddress);
        }
        return (primary, resolver, reverseResolver);
    }

    /// @dev Answers at once, or reverts `OffchainLookup` to the batch gateway with `callback` and `state` kept.
    function _resolve(bytes memory name, bytes memory data, string[] memory gateways, bytes4 callback, bytes memory state)
        internal
        view
        returns (bytes memory, address)
    {
        address resolver = findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        (bool ok, bytes memory ret) = resolver.staticcall(abi.encodeCall(IExtendedResolver.resolve, (name, data)));
        if (ok) return (abi.decode(ret, (bytes)), resolver);
        if (ret.length < 4 || bytes4(ret) != OffchainLookup.selector) revert ResolverError(ret);
        _lookup(resolver, ret, gateways, abi.encode(callback, state));
    }

    /// @dev Reverts the resolver's `OffchainLookup` again as one of ours to the batch gateway.
    function _lookup(address resolver, bytes memory lookup, string[] memory gateways, bytes memory outer)
        private
        view
    {
        (address sender, string[] memory urls, bytes memory callData, bytes4 inner, bytes memory innerExtra) =
            abi.decode(_withoutSelector(lookup), (address, string[], bytes, bytes4, bytes));
        if (sender != resolver) revert ResolverError(lookup);
        IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
        queries[0] = IBatchGateway.Query(sender, urls, callData);
        (bytes4 callback, bytes memory state) = abi.decode(outer, (bytes4, bytes));
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (queries)),
            callback,
            abi.encode(resolver, inner, innerExtra, state)
        );
    }

    /// @dev Hands the batch gateway's answer to the resolver's own callback; returns its result.
    function _finish(bytes calldata response, bytes calldata extraData)
        internal
        view
        returns (bytes memory, address, bytes memory)
    {
        (address resolver, bytes4 inner, bytes memory innerExtra, bytes memory state) =
            abi.decode(extraData, (address, bytes4, bytes, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        if (failures[0]) {
            bytes memory reason = responses[0];
            assembly {
                revert(add(reason, 32), mload(reason))
            }
        }
        (bool ok, bytes memory ret) = resolver.staticcall(abi.encodeWithSelector(inner, responses[0], innerExtra));
        if (!ok) revert ResolverError(ret);
        return (abi.decode(ret, (bytes)), resolver, state);
    }

    /// @dev A copy of the ABI-encoded arguments of a revert (its bytes after the 4-byte selector).
    function _withoutSelector(bytes memory data) private pure returns (bytes memory tail) {
        tail = new bytes(data.length - 4);
        assembly {
            mcopy(add(tail, 32), add(data, 36), mload(tail))
        }
    }
}
