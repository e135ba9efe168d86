// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/**
 * @notice The part of the ENS registry (EIP-137) the devnet needs: the owner and the resolver of each node.
 * The root node belongs to the deployer. Written here because the ENS contracts package is not on the
 * package registry this repository installs from (docs/decisions.md).
 */
contract PorticoEnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    error NotAuthorised(bytes32 node, address caller);

    modifier authorised(bytes32 node) {
        if (records[node].owner != msg.sender) revert NotAuthorised(node, msg.sender);
        _;
    }

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    /// @notice Gives `node` to `newOwner`.
    function setOwner(bytes32 node, address newOwner) external authorised(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    /// @notice Gives the subnode `label` of `node` to `newOwner`; returns the subnode.
    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner) external authorised(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
        return subnode;
    }

    /// @notice Sets the resolver of `node`.
    function setResolver(bytes32 node, address newResolver) external authorised(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }
}
