// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title ReentrantToken
/// @notice A hostile token for tests: once armed, the next transfer into the
/// target calls the target back with prepared calldata from inside that
/// transfer (as an ERC-777 hook or a malicious token could), bubbling any
/// revert. It shows that a nested deposit cannot land inside the vault's
/// balance-measuring window. TEST ONLY: anyone may mint and arm.
contract ReentrantToken is ERC20 {
    address private _target;
    bytes private _reentry;

    constructor() ERC20("Reentrant Token", "REE") {}

    /// @notice Mints `amount` to `to`. Unrestricted: test token.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice On the next transfer into `target` from another account, call
    /// `target` with `data` once, as this token. Mints `amount` to the token
    /// itself and approves `target` for it, so the nested call can pull it.
    function arm(address target, bytes calldata data, uint256 amount) external {
        _target = target;
        _reentry = data;
        _mint(address(this), amount);
        _approve(address(this), target, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        address target = _target;
        if (target != address(0) && to == target && from != address(this)) {
            _target = address(0);
            (bool ok, bytes memory ret) = target.call(_reentry);
            if (!ok) {
                assembly ("memory-safe") {
                    revert(add(ret, 0x20), mload(ret))
                }
            }
        }
    }
}
