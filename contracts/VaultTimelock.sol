// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @title VaultTimelock
/// @notice The DepositVaultV2's admin: OpenZeppelin's TimelockController.
/// Every admin call on the vault (a new payer, a raised cap, an allowlist
/// change, unpause, sweep) is scheduled first — announced on chain by
/// CallScheduled — and runs only `getMinDelay()` seconds later, unless a
/// canceller cancels it (`Cancelled`). The delay itself changes only through
/// the same schedule. The only addition to OpenZeppelin's contract is the
/// list of cancellers apart from the proposers: an account that cancels what
/// a stolen proposer key scheduled, without being able to propose. A
/// canceller can also block every admin call, its own removal included, so
/// it is a key kept as safe as a proposer's — not the vault's guardian.
contract VaultTimelock is TimelockController {
    /// @param minDelay seconds between scheduling and executing.
    /// @param proposers schedule (and, as OpenZeppelin does, cancel).
    /// @param executors execute once the delay has passed.
    /// @param cancellers cancel a scheduled call, and nothing else.
    constructor(
        uint256 minDelay,
        address[] memory proposers,
        address[] memory executors,
        address[] memory cancellers
    ) TimelockController(minDelay, proposers, executors, address(0)) {
        for (uint256 i = 0; i < cancellers.length; ++i) {
            _grantRole(CANCELLER_ROLE, cancellers[i]);
        }
    }
}
