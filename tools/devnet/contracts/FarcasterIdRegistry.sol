// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/**
 * @title FarcasterIdRegistry (devnet)
 * @notice The read interface of Farcaster's IdRegistry on Optimism (`idOf(address)`, `custodyOf(uint256)`), which
 * Sign In With Farcaster (the Farcaster auth-client package) reads to check that a message's signer is the custody
 * address of its fid. Devnet only: anyone may register a fid for any address (the real registry registers through
 * its IdGateway, with fees and signatures); fids count up from 1 and an address holds at most one fid.
 */
contract FarcasterIdRegistry {
    /// @notice The last fid issued (0 before the first registration), as the real registry's `idCounter`.
    uint256 public idCounter;
    /// @notice The fid an address holds (0: none).
    mapping(address => uint256) public idOf;
    /// @notice The custody address of a fid (zero address: not registered).
    mapping(uint256 => address) public custodyOf;

    /// @notice Emitted for each new fid, with the real registry's event signature (recovery is always zero here).
    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();
    error InvalidAddress();

    /// @notice Registers the next fid to `to`.
    function register(address to) external returns (uint256 fid) {
        if (to == address(0)) revert InvalidAddress();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}
