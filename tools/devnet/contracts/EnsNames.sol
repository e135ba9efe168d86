// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice DNS wire-format names (ENSIP-10) and their namehash (EIP-137), for the devnet's universal resolver.
library EnsNames {
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);

    bytes16 private constant HEX = "0123456789abcdef";

    /// @notice The namehash of the DNS-encoded `name` from byte `offset` on.
    function namehash(bytes memory name, uint256 offset) internal pure returns (bytes32 node) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        if (offset + 1 + length >= name.length) revert DNSDecodingFailed(name);
        bytes32 parent = namehash(name, offset + 1 + length);
        bytes32 label;
        assembly {
            label := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(parent, label));
    }

    /// @notice The offset of the label after the one at `offset` (the parent name).
    function next(bytes memory name, uint256 offset) internal pure returns (uint256) {
        return offset + 1 + uint8(name[offset]);
    }

    /// @notice `a.b.c` as DNS wire format (`\x01a\x01b\x01c\x00`).
    function dnsEncode(string memory name) internal pure returns (bytes memory out) {
        bytes memory s = bytes(name);
        if (s.length == 0) return hex"00";
        out = new bytes(s.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= s.length; i++) {
            if (i == s.length || s[i] == ".") {
                uint256 length = i - start;
                if (length == 0 || length > 255) revert DNSEncodingFailed(name);
                out[start] = bytes1(uint8(length));
                for (uint256 j = start; j < i; j++) out[j + 1] = s[j];
                start = i + 1;
            }
        }
    }

    /// @notice `<lower-case hex of addr>.addr.reverse` in DNS wire format (ENSIP-3).
    function reverseName(bytes memory addr) internal pure returns (bytes memory) {
        bytes memory hexAddr = new bytes(addr.length * 2);
        for (uint256 i = 0; i < addr.length; i++) {
            hexAddr[2 * i] = HEX[uint8(addr[i]) >> 4];
            hexAddr[2 * i + 1] = HEX[uint8(addr[i]) & 15];
        }
        return abi.encodePacked(uint8(hexAddr.length), hexAddr, hex"04", "addr", hex"07", "reverse", hex"00");
    }
}
