// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "./PorticoSmartAccount.sol";

/**
 * Deploys PorticoSmartAccount proxies at counterfactual addresses (CREATE2 of owner and salt), as the official
 * SimpleAccountFactory does. Unlike the v0.8 SimpleAccountFactory, anyone may call createAccount (the address
 * fixes the owner, so nobody can take an account over): ERC-6492 verifiers deploy the account in a simulated
 * call from an arbitrary sender to check a signature made before deployment.
 */
contract PorticoSmartAccountFactory {
    PorticoSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new PorticoSmartAccount(entryPoint);
    }

    /// Deploys the account of `owner` and `salt`, or returns it when it exists.
    function createAccount(address owner, uint256 salt) public returns (PorticoSmartAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return PorticoSmartAccount(payable(addr));
        account = PorticoSmartAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// The counterfactual address of the account of `owner` and `salt`.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
