// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// @title TestUSDC
/// @notice A USD Coin look-alike for tests and the demo on the simulated
/// chain: 6 decimals and EIP-2612 permit (EIP-712 domain name "USD Coin",
/// version "1"). TEST ONLY: anyone may mint.
contract TestUSDC is ERC20, ERC20Permit {
    constructor() ERC20("USD Coin", "USDC") ERC20Permit("USD Coin") {}

    /// @notice 6, as USDC.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Mints `amount` to `to`. Unrestricted: test token.
    /// @dev Emits Transfer(address(0), to, amount).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
