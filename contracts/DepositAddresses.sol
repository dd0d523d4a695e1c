// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @dev The part of DepositVaultV2 the deposit addresses use.
interface IDepositVaultV2 {
    function deposit(bytes32 swapId, bytes32 depositKey) external payable returns (bytes32);
    function depositToken(bytes32 swapId, bytes32 depositKey, address token, uint256 amount) external returns (bytes32);
    function allowedToken(address token) external view returns (bool);
    function treasury() external view returns (address);
    function GUARDIAN_ROLE() external view returns (bytes32);
}

/// @title DepositAddressFactory
/// @notice A deposit address per swap, for customers who can only make a
/// plain transfer (an exchange withdrawal, a wallet's send screen): the
/// address is `depositAddress(swapId)`, an OpenZeppelin deterministic clone
/// of one `DepositForwarder`, known before anything is deployed. Nothing
/// lives there while customers pay: a native transfer with the 21,000 gas
/// exchanges send reaches an address without code, and a token `transfer`
/// only writes the token's books.
///
/// `sweep` creates the clone, moves what it holds into the vault as that
/// swap's deposits (`deposit`, `depositToken`: `Deposited` with the deposit
/// address as payer), and the clone destroys itself in the same transaction
/// (EIP-6780): the address is again one without code, so later plain
/// transfers still arrive, and a later sweep creates it again.
///
/// Money at a deposit address can only go to the vault, credited to the
/// swap whose ID is the address's salt, or — for a token the vault does not
/// take — to the vault's immutable treasury, by its admin or guardian
/// (`rescue`). So anyone may sweep: at worst they pay the gas.
contract DepositAddressFactory {
    /// @notice The vault every deposit address pays into.
    address public immutable vault;
    /// @notice The forwarder every deposit address is a clone of.
    address public immutable implementation;

    /// @notice `depositAddress` of `swapId` was swept (each token listed that
    /// it held, and its native coin, went to the vault).
    event Forwarded(bytes32 indexed swapId, address indexed depositAddress);
    /// @notice `amount` of `token`, which the vault does not take, went from
    /// the deposit address of `swapId` to the treasury.
    event Rescued(bytes32 indexed swapId, address indexed token, uint256 amount);

    /// @notice `swapIds` and `depositKeys` differ in length.
    error LengthMismatch();
    /// @notice Only the vault's admin or guardian may rescue.
    error NotGovernor(address account);
    /// @notice A token the vault takes is swept into it, never rescued.
    error TokenAllowed(address token);

    constructor(address vault_) {
        vault = vault_;
        implementation = address(new DepositForwarder(vault_));
    }

    /// @notice The deposit address of `swapId` (the swap ID as bytes32, as in
    /// the vault's `deposit`), deployed or not.
    function depositAddress(bytes32 swapId) public view returns (address) {
        return Clones.predictDeterministicAddress(implementation, swapId);
    }

    /// @notice Sweeps the deposit address of each `swapIds[i]`: its native
    /// coin and its balance of each of `tokens` the vault allows go into the
    /// vault as deposits for that swap, under deposit keys derived from
    /// `depositKeys[i]`. A token the vault does not allow stays where it is.
    /// @dev Each swap at most once per call (the clone exists until the
    /// transaction ends). Reverts while the vault is paused.
    function sweep(bytes32[] calldata swapIds, bytes32[] calldata depositKeys, address[] calldata tokens) external {
        if (swapIds.length != depositKeys.length) revert LengthMismatch();
        for (uint256 i = 0; i < swapIds.length; i++) {
            address a = Clones.cloneDeterministic(implementation, swapIds[i]);
            DepositForwarder(payable(a)).forward(swapIds[i], depositKeys[i], tokens);
            emit Forwarded(swapIds[i], a);
        }
    }

    /// @notice Sends all of `token` at the deposit address of `swapId` to the
    /// vault's treasury: for a token the vault does not take, which a
    /// customer sent anyway. Only the vault's admin or guardian, and never a
    /// token the vault takes (that money is its swap's, and is swept).
    function rescue(bytes32 swapId, address token) external {
        IAccessControl v = IAccessControl(vault);
        if (!v.hasRole(bytes32(0), msg.sender) && !v.hasRole(IDepositVaultV2(vault).GUARDIAN_ROLE(), msg.sender)) {
            revert NotGovernor(msg.sender);
        }
        if (IDepositVaultV2(vault).allowedToken(token)) revert TokenAllowed(token);
        address a = Clones.cloneDeterministic(implementation, swapId);
        // Read here: the forwarder's call ends in SELFDESTRUCT, which returns no data.
        uint256 amount = IERC20(token).balanceOf(a);
        DepositForwarder(payable(a)).release(token, IDepositVaultV2(vault).treasury());
        emit Rescued(swapId, token, amount);
    }
}

/// @title DepositForwarder
/// @notice The code behind every deposit address (through a clone): only its
/// factory calls it, only within the transaction that created the clone, and
/// each call ends by destroying the clone.
contract DepositForwarder {
    using SafeERC20 for IERC20;

    address public immutable factory;
    address public immutable vault;

    error OnlyFactory();
    /// @notice A rescue while the address holds native coin: sweep it first,
    /// so that the coin is credited to its swap rather than left to the vault.
    error HoldsNative(uint256 amount);

    constructor(address vault_) {
        factory = msg.sender;
        vault = vault_;
    }

    modifier onlyFactory() {
        if (msg.sender != factory) revert OnlyFactory();
        _;
    }

    /// @notice Moves everything this address holds of the native coin and of
    /// each allowed token in `tokens` into the vault as deposits for `swapId`.
    function forward(bytes32 swapId, bytes32 depositKey, address[] calldata tokens) external onlyFactory {
        IDepositVaultV2 v = IDepositVaultV2(vault);
        uint256 native = address(this).balance;
        if (native > 0) {
            v.deposit{value: native}(swapId, keccak256(abi.encode(depositKey, address(0))));
        }
        for (uint256 i = 0; i < tokens.length; i++) {
            IERC20 t = IERC20(tokens[i]);
            uint256 amount = t.balanceOf(address(this));
            if (amount == 0 || !v.allowedToken(tokens[i])) continue;
            t.forceApprove(vault, amount);
            v.depositToken(swapId, keccak256(abi.encode(depositKey, tokens[i])), tokens[i], amount);
        }
        _close();
    }

    /// @notice Sends all of `token` to `to` (the factory's rescue).
    function release(address token, address to) external onlyFactory {
        if (address(this).balance > 0) revert HoldsNative(address(this).balance);
        uint256 amount = IERC20(token).balanceOf(address(this));
        if (amount > 0) IERC20(token).safeTransfer(to, amount);
        _close();
    }

    /// @dev Ends the call (SELFDESTRUCT halts: nothing after it runs, and the
    /// call returns no data). The clone was created in this transaction, so SELFDESTRUCT removes
    /// its code and account (EIP-6780) and the address is a plain one again.
    /// It holds no native coin here (forward deposited it all; release refuses
    /// to run while it holds any), so the vault as beneficiary receives nothing.
    function _close() private {
        // slither-disable-next-line suicidal
        selfdestruct(payable(vault));
    }
}
