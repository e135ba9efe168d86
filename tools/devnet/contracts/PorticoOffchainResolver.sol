// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * @notice An ENSIP-10 wildcard resolver that answers through ERC-3668 (CCIP-Read) from the Portico gateway:
 * `resolve` reverts `OffchainLookup` naming the gateway URL, and `resolveWithProof` accepts the gateway's
 * answer only when one of the trusted signers signed it and it has not expired. The signature scheme is the
 * one of ENS's offchain resolver: keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result)),
 * signed as a raw digest.
 */
contract PorticoOffchainResolver {
    /// @notice The gateway URL template (ERC-3668: `{sender}` and `{data}` are filled in by the client).
    string public url;
    /// @notice The signers whose answers are trusted.
    mapping(address => bool) public signers;
    /// @notice May change the URL and the signers.
    address public immutable owner;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error SignatureExpired(uint64 expires);
    error InvalidSigner(address signer);
    error NotOwner(address caller);

    event UrlChanged(string url);
    event SignerChanged(address signer, bool trusted);

    constructor(string memory url_, address[] memory signers_) {
        owner = msg.sender;
        url = url_;
        for (uint256 i = 0; i < signers_.length; i++) signers[signers_[i]] = true;
    }

    function setUrl(string calldata url_) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        url = url_;
        emit UrlChanged(url_);
    }

    function setSigner(address signer, bool trusted) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        signers[signer] = trusted;
        emit SignerChanged(signer, trusted);
    }

    /// @notice ENSIP-10: always asks the gateway.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(this.resolve.selector, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    /// @notice The ERC-3668 callback: `response` is abi.encode(bytes result, uint64 expires, bytes signature).
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert SignatureExpired(expires);
        address signer = ECDSA.recover(signatureHash(address(this), expires, extraData, result), signature);
        if (!signers[signer]) revert InvalidSigner(signer);
        return result;
    }

    /// @notice The digest the gateway signs.
    function signatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result)));
    }

    /// @notice ERC-165: IExtendedResolver (0x9061b923) and ERC-165 itself.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x9061b923 || interfaceId == 0x01ffc9a7;
    }
}
