// SPDX-License-Identifier: MIT
// Exact pin: the artefacts in build/ and the Go bindings are checked byte for
// byte against a fresh compile, so the compiler version is part of the source.
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title DepositVaultV2
/// @notice Takes deposits for swaps in native coin and in allowlisted ERC-20
/// tokens, and pays out (payouts and refunds alike) under a `bytes32` key that
/// it refuses to pay twice.
///
/// Events are the interface to the off-chain engine and are kept stable:
///  - `Deposited` for every accepted deposit (the scanner reads only these to
///    credit swaps);
///  - `Paid` exactly once per payment key (the sender resolves its sends
///    against these);
///  - `Funded` for money put in to pay out with, which is not a deposit for
///    any swap and is never refunded;
///  - one event for every privileged action: `TokenAllowed`, `LimitsSet`,
///    `Swept`, OpenZeppelin's `Paused`/`Unpaused` and
///    `RoleGranted`/`RoleRevoked`.
///
/// Roles, fixed at deployment (the admin may grant and revoke them later,
/// which AccessControl announces):
///  - `DEFAULT_ADMIN_ROLE` (the owner, a cold key): allowlist, limits, pause,
///    sweep, role management;
///  - `PAYER_ROLE` (the worker's hot key): `pay`, and nothing else. A stolen
///    payer key can move at most the per-payment cap per payment and the
///    per-period cap per period and token, and only while unpaused.
///
/// The treasury is immutable: a sweep can only ever send to it, so even a
/// stolen admin key cannot sweep elsewhere without a role change that is
/// visible on chain first.
///
/// There is no receive() or fallback(): a plain native transfer reverts, so
/// every accepted wei is attributed by an event. Tokens transferred directly
/// (plain `transfer`) are not deposits; the admin can sweep them.
contract DepositVaultV2 is AccessControl, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice The role allowed to call `pay`.
    bytes32 public constant PAYER_ROLE = keccak256("PAYER_ROLE");

    /// @notice Length of a spending period for the per-period cap. Periods are
    /// FIXED windows aligned on multiples of PERIOD since the Unix epoch (UTC
    /// days), not rolling: the spent amount resets when block.timestamp enters
    /// the next window. Fixed windows cost one storage slot per token; the
    /// price is that up to twice the per-period cap can leave within a short
    /// time straddling a window boundary, which the admin must take into
    /// account when sizing the cap.
    uint256 public constant PERIOD = 1 days;

    /// @notice Where `sweep` sends. Fixed at deployment.
    address public immutable treasury;

    /// @notice Spending limits of the payer role for one token (address(0) is
    /// the native coin). Zero means nothing may be paid: a token has no
    /// payouts until the admin sets its limits.
    struct Limits {
        uint256 perPayment;
        uint256 perPeriod;
    }

    /// @dev Spending in the current fixed window of one token.
    struct Window {
        uint256 index; // block.timestamp / PERIOD when `spent` was last written
        uint256 spent;
    }

    /// @notice Tokens accepted for deposits and payouts.
    mapping(address token => bool) public allowedToken;

    /// @notice Deposit IDs taken so far (see `depositIdOf`).
    mapping(bytes32 depositId => bool) public depositIdUsed;

    /// @notice Payment keys paid so far.
    mapping(bytes32 key => bool) public paid;

    mapping(address token => Limits) private _limits;
    mapping(address token => Window) private _windows;

    /// @notice A deposit was accepted.
    /// @param swapId the swap the payer pays for.
    /// @param token the ERC-20 token, or address(0) for the native coin.
    /// @param payer msg.sender of the deposit call.
    /// @param amount what the vault actually received: msg.value for native
    /// coin, the vault's balance increase for a token (so a fee-on-transfer
    /// token is credited what arrived, never what was asked).
    /// @param depositId `depositIdOf(payer, depositKey)`: unique per vault and
    /// chain, and the same wherever the transaction is mined.
    /// @param depositKey the caller-chosen key the ID derives from.
    event Deposited(
        bytes32 indexed swapId,
        address indexed token,
        address indexed payer,
        uint256 amount,
        bytes32 depositId,
        bytes32 depositKey
    );

    /// @notice The payer role paid `amount` of `token` (address(0): native
    /// coin) to `to` under `key`. Emitted at most once per key, ever.
    /// `amount` is what left the vault; a fee-on-transfer token delivers less.
    event Paid(bytes32 indexed key, address indexed token, address indexed to, uint256 amount);

    /// @notice Money put in to pay out with (not a deposit for a swap).
    event Funded(address indexed token, address indexed from, uint256 amount);

    /// @notice The admin added (`allowed`) or removed a token from the allowlist.
    event TokenAllowed(address indexed token, bool allowed);

    /// @notice The admin set the payer role's limits for `token`.
    event LimitsSet(address indexed token, uint256 perPayment, uint256 perPeriod);

    /// @notice The admin swept `amount` of `token` to the treasury.
    event Swept(address indexed token, address indexed treasury, uint256 amount);

    /// @notice An address argument (admin, payer, treasury, recipient, token) was zero.
    error ZeroAddress();
    /// @notice An amount (deposit, payment, sweep, funding) was zero.
    error ZeroAmount();
    /// @notice A deposit or payment key was zero.
    error ZeroKey();
    /// @notice A deposit named the zero swap ID, which no swap can have.
    error ZeroSwapId();
    /// @notice `token` is not on the allowlist.
    error TokenNotAllowed(address token);
    /// @notice `token` has no code, so it cannot be an ERC-20.
    error NotAContract(address token);
    /// @notice `payer` already made a deposit under `depositKey`.
    error DepositKeyUsed(address payer, bytes32 depositKey, bytes32 depositId);
    /// @notice A token transfer into the vault left its balance unchanged.
    error NothingReceived(address token, uint256 requested);
    /// @notice After `permit`, the vault's allowance still does not cover the deposit.
    error PermitAllowanceTooLow(address token, uint256 allowance, uint256 amount);
    /// @notice `key` has been paid already.
    error AlreadyPaid(bytes32 key);
    /// @notice A payment would go to the vault itself.
    error InvalidRecipient(address to);
    /// @notice `amount` is above the per-payment cap of `token`.
    error PaymentCapExceeded(address token, uint256 amount, uint256 cap);
    /// @notice `amount` on top of `spent` in period `period` exceeds the per-period cap.
    error PeriodCapExceeded(address token, uint256 period, uint256 spent, uint256 amount, uint256 cap);
    /// @notice The vault holds `balance` of `token`, less than `amount`.
    error InsufficientVaultBalance(address token, uint256 balance, uint256 amount);
    /// @notice Batch lists of different lengths, or empty.
    error BatchLengthMismatch(uint256 swapIds, uint256 depositKeys, uint256 amounts);
    /// @notice The amounts of a native batch or funding add up to `expected`, msg.value was `sent`.
    error ValueMismatch(uint256 expected, uint256 sent);

    /// @notice Deploys the vault with its roles and treasury.
    /// @param admin receives DEFAULT_ADMIN_ROLE (owner).
    /// @param payer receives PAYER_ROLE (the worker's hot key).
    /// @param treasury_ the only destination of `sweep`, immutable.
    constructor(address admin, address payer, address treasury_) {
        if (admin == address(0) || payer == address(0) || treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PAYER_ROLE, payer);
    }

    // ---- deposits ----

    /// @notice The deposit ID of `payer`'s deposit under `depositKey`:
    /// keccak256(abi.encode(block.chainid, address(this), payer, depositKey)).
    ///
    /// Why a caller-chosen key rather than a counter or a per-payer nonce: the
    /// ID must name the same transaction on every branch of a reorg. A counter
    /// changes with the order of all deposits. A per-payer nonce kept by the
    /// vault survives reordering among payers, but not an earlier deposit of
    /// the same payer that fails on the new branch (its allowance or balance
    /// arrived in a transaction now mined later, the vault was paused there),
    /// and not a contract payer (a router, a smart wallet) whose calls come
    /// from many accounts in no fixed order: the next deposit would inherit
    /// the ID. Here the ID is a pure function of the transaction itself
    /// (sender and calldata), so the same transaction has the same ID wherever
    /// and whenever it is mined, and the vault refuses a key the payer used
    /// before, so two transactions never share one. Scoping by payer keeps a
    /// front-runner from burning someone else's key. The engine may hand out
    /// the key (and so know the ID) before the deposit is made; a resent
    /// deposit under the same key is refused instead of paying twice.
    function depositIdOf(address payer, bytes32 depositKey) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), payer, depositKey));
    }

    /// @notice Pays msg.value of native coin towards `swapId`.
    /// @dev Anyone may call while the vault is not paused. Reverts with
    /// ZeroAmount, ZeroSwapId, ZeroKey, DepositKeyUsed, or EnforcedPause.
    /// Emits Deposited(swapId, address(0), msg.sender, msg.value, depositId, depositKey).
    /// @param depositKey nonzero, never used before by msg.sender.
    /// @return depositId see `depositIdOf`.
    function deposit(bytes32 swapId, bytes32 depositKey) external payable whenNotPaused returns (bytes32 depositId) {
        depositId = _takeDepositId(swapId, depositKey, msg.value);
        emit Deposited(swapId, address(0), msg.sender, msg.value, depositId, depositKey);
    }

    /// @notice Pays several swaps in native coin in one transaction: one
    /// Deposited event, and one deposit ID, per item. The amounts must add up
    /// to msg.value exactly; every key must be fresh, including within the
    /// batch (a repeated key reverts the whole batch with DepositKeyUsed).
    /// @dev Anyone may call while the vault is not paused.
    function depositBatch(
        bytes32[] calldata swapIds,
        bytes32[] calldata depositKeys,
        uint256[] calldata amounts
    ) external payable whenNotPaused {
        uint256 n = swapIds.length;
        if (n == 0 || depositKeys.length != n || amounts.length != n) {
            revert BatchLengthMismatch(n, depositKeys.length, amounts.length);
        }
        uint256 total;
        for (uint256 i = 0; i < n; ++i) {
            bytes32 depositId = _takeDepositId(swapIds[i], depositKeys[i], amounts[i]);
            total += amounts[i];
            emit Deposited(swapIds[i], address(0), msg.sender, amounts[i], depositId, depositKeys[i]);
        }
        if (total != msg.value) revert ValueMismatch(total, msg.value);
    }

    /// @notice Pays `amount` of the allowlisted `token` towards `swapId`,
    /// taken from msg.sender with transferFrom (approve the vault first, or
    /// use depositWithPermit).
    /// @dev Anyone may call while the vault is not paused. The deposit is
    /// credited with what the vault's balance actually grew by, which is less
    /// than `amount` for a fee-on-transfer token. Reverts with
    /// TokenNotAllowed, ZeroAmount, ZeroSwapId, ZeroKey, DepositKeyUsed,
    /// NothingReceived, EnforcedPause, or the token's own error.
    /// Emits Deposited(swapId, token, msg.sender, received, depositId, depositKey).
    /// @return depositId see `depositIdOf`.
    /// @return received the amount credited.
    function depositToken(
        bytes32 swapId,
        bytes32 depositKey,
        address token,
        uint256 amount
    ) external whenNotPaused nonReentrant returns (bytes32 depositId, uint256 received) {
        return _depositToken(swapId, depositKey, token, amount);
    }

    /// @notice depositToken in one transaction, with an EIP-2612 permit
    /// signed by msg.sender for this vault instead of a prior approve.
    /// @dev Anyone may call while the vault is not paused. A permit that
    /// fails (for instance because someone submitted it first, which uses
    /// its nonce) is ignored as long as the allowance already covers
    /// `amount`; otherwise the call reverts with PermitAllowanceTooLow.
    /// Emits Deposited like depositToken.
    function depositWithPermit(
        bytes32 swapId,
        bytes32 depositKey,
        address token,
        uint256 amount,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external whenNotPaused nonReentrant returns (bytes32 depositId, uint256 received) {
        if (!allowedToken[token]) revert TokenNotAllowed(token);
        try IERC20Permit(token).permit(msg.sender, address(this), amount, deadline, v, r, s) {} catch {}
        uint256 allowance = IERC20(token).allowance(msg.sender, address(this));
        if (allowance < amount) revert PermitAllowanceTooLow(token, allowance, amount);
        return _depositToken(swapId, depositKey, token, amount);
    }

    // ---- payouts ----

    /// @notice Pays `amount` of `token` (address(0): native coin) to `to`
    /// under `key`, at most once per key: a payout or a refund. Whichever of
    /// several transactions for the same key lands first is the only payment;
    /// the others revert with AlreadyPaid(key).
    /// @dev Only PAYER_ROLE, only while not paused. `token` must be
    /// address(0) or allowlisted, `amount` within the token's per-payment cap
    /// and, with what was paid in the current PERIOD window, within its
    /// per-period cap, and covered by the vault's balance. Reverts with
    /// AccessControlUnauthorizedAccount, EnforcedPause, ZeroKey, ZeroAddress,
    /// InvalidRecipient, ZeroAmount, TokenNotAllowed, AlreadyPaid,
    /// PaymentCapExceeded, PeriodCapExceeded or InsufficientVaultBalance.
    /// Emits Paid(key, token, to, amount).
    function pay(
        bytes32 key,
        address token,
        address to,
        uint256 amount
    ) external onlyRole(PAYER_ROLE) whenNotPaused nonReentrant {
        if (key == bytes32(0)) revert ZeroKey();
        if (to == address(0)) revert ZeroAddress();
        if (to == address(this)) revert InvalidRecipient(to);
        if (amount == 0) revert ZeroAmount();
        if (token != address(0) && !allowedToken[token]) revert TokenNotAllowed(token);
        if (paid[key]) revert AlreadyPaid(key);
        Limits memory lim = _limits[token];
        if (amount > lim.perPayment) revert PaymentCapExceeded(token, amount, lim.perPayment);
        uint256 index = block.timestamp / PERIOD;
        Window storage w = _windows[token];
        uint256 spent = w.index == index ? w.spent : 0;
        if (spent + amount > lim.perPeriod) revert PeriodCapExceeded(token, index, spent, amount, lim.perPeriod);
        uint256 balance = _balanceOf(token);
        if (balance < amount) revert InsufficientVaultBalance(token, balance, amount);

        paid[key] = true;
        w.index = index;
        w.spent = spent + amount;
        emit Paid(key, token, to, amount);

        _send(token, to, amount);
    }

    /// @notice Puts `amount` of `token` (address(0): native coin, with
    /// msg.value == amount) into the vault to pay out with. Not a deposit:
    /// it names no swap and is never refunded.
    /// @dev Anyone may call, also while paused. A token need not be
    /// allowlisted. Emits Funded(token, msg.sender, received), where received
    /// is the balance increase.
    function fund(address token, uint256 amount) external payable nonReentrant {
        if (amount == 0) revert ZeroAmount();
        uint256 received = amount;
        if (token == address(0)) {
            if (msg.value != amount) revert ValueMismatch(amount, msg.value);
        } else {
            if (msg.value != 0) revert ValueMismatch(0, msg.value);
            received = _pull(token, amount);
        }
        emit Funded(token, msg.sender, received);
    }

    // ---- admin ----

    /// @notice Adds `token` to the allowlist (`allowed`) or removes it.
    /// Removal stops new deposits and payouts in it; balances stay sweepable.
    /// @dev Only DEFAULT_ADMIN_ROLE. Reverts with ZeroAddress, or NotAContract
    /// when adding an address without code. Emits TokenAllowed(token, allowed).
    function setTokenAllowed(address token, bool allowed) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (token == address(0)) revert ZeroAddress();
        if (allowed && token.code.length == 0) revert NotAContract(token);
        allowedToken[token] = allowed;
        emit TokenAllowed(token, allowed);
    }

    /// @notice Sets the payer role's per-payment and per-period caps for
    /// `token` (address(0): native coin), in the token's base units. Zero
    /// stops payouts in it. Takes effect at once, also for the current period
    /// (what was already spent in it still counts).
    /// @dev Only DEFAULT_ADMIN_ROLE. Emits LimitsSet(token, perPayment, perPeriod).
    function setLimits(address token, uint256 perPayment, uint256 perPeriod) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _limits[token] = Limits(perPayment, perPeriod);
        emit LimitsSet(token, perPayment, perPeriod);
    }

    /// @notice Stops deposits and payouts until `unpause`.
    /// @dev Only DEFAULT_ADMIN_ROLE. Emits Paused(msg.sender).
    function pause() external onlyRole(DEFAULT_ADMIN_ROLE) {
        _pause();
    }

    /// @notice Resumes deposits and payouts.
    /// @dev Only DEFAULT_ADMIN_ROLE. Emits Unpaused(msg.sender).
    function unpause() external onlyRole(DEFAULT_ADMIN_ROLE) {
        _unpause();
    }

    /// @notice Sends `amount` of `token` (address(0): native coin) to the
    /// treasury, and only there. Works while paused, and for any token
    /// (including ones sent by plain transfer and never allowlisted).
    /// @dev Only DEFAULT_ADMIN_ROLE. Reverts with ZeroAmount or
    /// InsufficientVaultBalance. Emits Swept(token, treasury, amount).
    function sweep(address token, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) nonReentrant {
        if (amount == 0) revert ZeroAmount();
        uint256 balance = _balanceOf(token);
        if (balance < amount) revert InsufficientVaultBalance(token, balance, amount);
        emit Swept(token, treasury, amount);
        _send(token, treasury, amount);
    }

    // ---- views ----

    /// @notice The payer role's caps for `token` (address(0): native coin).
    function limitsOf(address token) external view returns (uint256 perPayment, uint256 perPeriod) {
        Limits memory lim = _limits[token];
        return (lim.perPayment, lim.perPeriod);
    }

    /// @notice What has been paid in `token` in the current PERIOD window,
    /// and that window's index (block.timestamp / PERIOD).
    function spentInPeriod(address token) external view returns (uint256 period, uint256 spent) {
        period = block.timestamp / PERIOD;
        Window memory w = _windows[token];
        spent = w.index == period ? w.spent : 0;
    }

    // ---- internals ----

    function _takeDepositId(bytes32 swapId, bytes32 depositKey, uint256 amount) private returns (bytes32 depositId) {
        if (amount == 0) revert ZeroAmount();
        if (swapId == bytes32(0)) revert ZeroSwapId();
        if (depositKey == bytes32(0)) revert ZeroKey();
        depositId = depositIdOf(msg.sender, depositKey);
        if (depositIdUsed[depositId]) revert DepositKeyUsed(msg.sender, depositKey, depositId);
        depositIdUsed[depositId] = true;
    }

    function _depositToken(
        bytes32 swapId,
        bytes32 depositKey,
        address token,
        uint256 amount
    ) private returns (bytes32 depositId, uint256 received) {
        if (!allowedToken[token]) revert TokenNotAllowed(token);
        depositId = _takeDepositId(swapId, depositKey, amount);
        received = _pull(token, amount);
        emit Deposited(swapId, token, msg.sender, received, depositId, depositKey);
    }

    /// @dev transferFrom msg.sender, measured by the vault's balance; callers
    /// hold the reentrancy lock, so a token's hook cannot nest another pull
    /// inside the measured window.
    function _pull(address token, uint256 amount) private returns (uint256 received) {
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        uint256 afterBalance = IERC20(token).balanceOf(address(this));
        if (afterBalance <= before) revert NothingReceived(token, amount);
        received = afterBalance - before;
    }

    function _send(address token, address to, uint256 amount) private {
        if (token == address(0)) {
            Address.sendValue(payable(to), amount);
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }

    function _balanceOf(address token) private view returns (uint256) {
        return token == address(0) ? address(this).balance : IERC20(token).balanceOf(address(this));
    }
}
