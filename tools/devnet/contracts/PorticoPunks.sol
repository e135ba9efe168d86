// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Base64} from "./Base64.sol";

/// @notice The receiver hook of ERC-721 safe transfers.
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title PorticoPunks
/// @notice A minimal ERC-721 (with the metadata extension) for the Portico devnet. The constructor mints
/// token ids 1..n, token i to owners[i - 1]. tokenURI returns a self-contained data: URI (JSON with an SVG
/// image), so showing an NFT never needs a request to another host.
contract PorticoPunks {
    string public name;
    string public symbol;
    uint256 public totalSupply;

    mapping(uint256 => address) private _owners;
    mapping(address => uint256) private _balances;
    mapping(uint256 => address) private _tokenApprovals;
    mapping(address => mapping(address => bool)) private _operatorApprovals;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NonexistentToken(uint256 tokenId);
    error InvalidOwner(address owner);
    error InvalidReceiver(address to);
    error NotAuthorized(address caller, uint256 tokenId);
    error WrongFrom(address from, uint256 tokenId);

    constructor(string memory name_, string memory symbol_, address[] memory owners) {
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < owners.length; i++) {
            address to = owners[i];
            if (to == address(0)) revert InvalidReceiver(to);
            uint256 tokenId = i + 1;
            _owners[tokenId] = to;
            _balances[to] += 1;
            emit Transfer(address(0), to, tokenId);
        }
        totalSupply = owners.length;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert InvalidOwner(owner);
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = _owners[tokenId];
        if (owner == address(0)) revert NonexistentToken(tokenId);
        return owner;
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function isApprovedForAll(address owner, address operator) public view returns (bool) {
        return _operatorApprovals[owner][operator];
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll(owner, msg.sender)) revert NotAuthorized(msg.sender, tokenId);
        _tokenApprovals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        if (owner != from) revert WrongFrom(from, tokenId);
        if (to == address(0)) revert InvalidReceiver(to);
        if (msg.sender != owner && !isApprovedForAll(owner, msg.sender) && _tokenApprovals[tokenId] != msg.sender) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        delete _tokenApprovals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 result) {
                if (result != IERC721Receiver.onERC721Received.selector) revert InvalidReceiver(to);
            } catch {
                revert InvalidReceiver(to);
            }
        }
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = _toString(tokenId);
        string memory image = Base64.encode(bytes(_svg(tokenId, id)));
        bytes memory json = abi.encodePacked(
            '{"name":"', name, " #", id,
            '","description":"A Portico devnet collectible.","image":"data:image/svg+xml;base64,', image, '"}'
        );
        return string(abi.encodePacked("data:application/json;base64,", Base64.encode(json)));
    }

    function _svg(uint256 tokenId, string memory id) private pure returns (string memory) {
        uint256 hue = (tokenId * 67) % 360;
        return string(
            abi.encodePacked(
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(',
                _toString(hue),
                ',70%,55%)"/><text x="50" y="58" font-size="24" text-anchor="middle" fill="#fff">#',
                id,
                "</text></svg>"
            )
        );
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory out = new bytes(digits);
        while (value != 0) {
            digits--;
            out[digits] = bytes1(uint8(48 + (value % 10)));
            value /= 10;
        }
        return string(out);
    }
}
