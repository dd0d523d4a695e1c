// SPDX-License-Identifier: MIT
// Exact pin: the artefacts in build/ and the Go bindings are checked byte for
// byte against a fresh compile, so the compiler version is part of the source.
pragma solidity 0.8.37;

/// @title DepositVault
/// @notice Accepts native-coin deposits that name the swap they pay for and
/// announces each one with a `Deposited` event carrying a per-contract
/// sequence number. The off-chain chain scanner reads only these events.
///
/// Design: deliberately owner-less, with no withdrawal path. The demo never
/// needs the coins back (it runs on a simulated chain) and leaving out access
/// control means there is nothing privileged to audit or to get wrong. Coins
/// sent here are therefore locked for good. A production vault would add a
/// sweep to a treasury address fixed at deployment (an immutable, not an
/// owner), which keeps the contract free of mutable privileges.
///
/// There is no receive() or fallback(): a plain transfer without a swap ID
/// reverts, so every accepted wei is attributed to a swap by an event.
contract DepositVault {
    /// @notice Number of deposits accepted so far, i.e. the depositId of the
    /// most recent deposit. The first deposit gets depositId 1.
    uint256 public depositCount;

    /// @notice One accepted deposit. `depositId` is unique within this
    /// contract and strictly increasing (1, 2, 3, ...).
    event Deposited(bytes32 indexed swapId, address indexed payer, uint256 amount, uint256 depositId);

    /// @notice The deposit carried no value.
    error ZeroAmount();

    /// @notice The deposit named the zero swap ID, which no swap can have.
    error ZeroSwapId();

    /// @notice depositBatch got lists of different lengths, or amounts that do
    /// not add up to msg.value.
    error BatchMismatch();

    /// @notice Pay msg.value towards the swap `swapId`.
    /// @return depositId the sequence number emitted in `Deposited`.
    function deposit(bytes32 swapId) external payable returns (uint256 depositId) {
        if (msg.value == 0) revert ZeroAmount();
        if (swapId == bytes32(0)) revert ZeroSwapId();
        depositId = ++depositCount;
        emit Deposited(swapId, msg.sender, msg.value, depositId);
    }

    /// @notice Pay several swaps in one transaction (a payment processor
    /// settling a batch): one `Deposited` event, and one depositId, per swap.
    /// The amounts must add up to msg.value exactly.
    function depositBatch(bytes32[] calldata swapIds, uint256[] calldata amounts) external payable {
        if (swapIds.length != amounts.length || swapIds.length == 0) revert BatchMismatch();
        uint256 total;
        for (uint256 i = 0; i < swapIds.length; i++) {
            if (amounts[i] == 0) revert ZeroAmount();
            if (swapIds[i] == bytes32(0)) revert ZeroSwapId();
            total += amounts[i];
            emit Deposited(swapIds[i], msg.sender, amounts[i], ++depositCount);
        }
        if (total != msg.value) revert BatchMismatch();
    }
}
