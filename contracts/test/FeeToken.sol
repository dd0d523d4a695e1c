// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title FeeToken
/// @notice A fee-on-transfer token for tests: every transfer between two
/// accounts burns FEE_BPS / 10000 of the amount (1 %, rounded down), so the
/// recipient receives less than the amount named. Minting and burning pay no
/// fee. TEST ONLY: anyone may mint.
contract FeeToken is ERC20 {
    /// @notice The fee in basis points: 100 = 1 %.
    uint256 public constant FEE_BPS = 100;

    constructor() ERC20("Fee Token", "FEE") {}

    /// @notice Mints `amount` to `to`. Unrestricted: test token.
    /// @dev Emits Transfer(address(0), to, amount).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) {
            super._update(from, to, value);
            return;
        }
        uint256 fee = (value * FEE_BPS) / 10_000;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
    }
}
