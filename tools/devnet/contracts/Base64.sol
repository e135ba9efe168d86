// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Base64
/// @notice Standard base64 encoding (RFC 4648, with padding), used to build data: URIs on chain.
library Base64 {
    bytes internal constant ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    function encode(bytes memory data) internal pure returns (string memory) {
        if (data.length == 0) return "";
        bytes memory out = new bytes(4 * ((data.length + 2) / 3));
        uint256 j = 0;
        for (uint256 i = 0; i < data.length; i += 3) {
            uint256 chunk = uint256(uint8(data[i])) << 16;
            if (i + 1 < data.length) chunk |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < data.length) chunk |= uint256(uint8(data[i + 2]));
            out[j] = ALPHABET[(chunk >> 18) & 63];
            out[j + 1] = ALPHABET[(chunk >> 12) & 63];
            out[j + 2] = i + 1 < data.length ? ALPHABET[(chunk >> 6) & 63] : bytes1("=");
            out[j + 3] = i + 2 < data.length ? ALPHABET[chunk & 63] : bytes1("=");
            j += 4;
        }
        return string(out);
    }
}
