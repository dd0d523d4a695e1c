// SPDX-License-Identifier: MIT
// Exact pin: the artefacts in build/ and the Go bindings are checked byte for
// byte against a fresh compile, so the compiler version is part of the source.
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {AccessControlDefaultAdminRules} from "@openzeppelin/contracts/access/extensions/AccessControlDefaultAdminRules.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
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
/// Roles (OpenZeppelin AccessControlDefaultAdminRules):
///  - `DEFAULT_ADMIN_ROLE` (the owner): allowlist, limits, unpause, sweep,
///    role management. One account holds it; it moves only by
///    `beginDefaultAdminTransfer`, which the new admin may accept only
///    `defaultAdminDelay()` later (fixed at deployment, changeable only with
///    that same wait). Meant to be a TimelockController (`VaultTimelock`):
///    every admin call is then scheduled on chain (`CallScheduled`) and runs
///    only after the timelock's delay, and its cancellers can stop it;
///  - `GUARDIAN_ROLE` (a key kept apart, e.g. the on-call's): acts at once,
///    but only to stop money — `pause`, `lowerLimits`, `revokePayer`. It
///    cannot unpause, raise, grant, sweep or pay;
///  - `PAYER_ROLE` (the worker's hot key): `pay`, `payBatch` and
///    `refundDeposit`, and nothing else. A stolen payer key can move at most
///    the per-payment cap per payment and the per-period cap per period and
///    token (payouts and refunds each in their own window), and only while
///    unpaused.
///
/// What a stolen admin key can do, and how fast. The treasury is immutable,
/// so a sweep can only ever send to it. Money reaches any other address only
/// through `pay`, that is through a payer within the caps, and each cap is
/// bounded for ever by its maximum, fixed at deployment (`maxLimitsOf`): no
/// call raises a cap above it. A new payer (`grantRole` of PAYER_ROLE) and a
/// raised cap are also announced at once (`PayerScheduled`,
/// `LimitsScheduled`) and take effect `governanceDelay` seconds later, on top
/// of the timelock's own delay, which leaves the guardian that long to pause,
/// revoke or lower. An account never holds the payer role beside the admin
/// or the guardian role. `governanceDelay` is fixed at deployment; zero
/// (changes at once) is for development chains, or behind a timelock.
///
/// Native coin leaves with a gas stipend (NATIVE_SEND_GAS), never with all
/// the gas of the payer's transaction: a recipient cannot choose what the hot
/// wallet pays in gas. A recipient that does not take the coin within the
/// stipend (a contract without receive(), one that reverts or burns gas) is
/// credited instead: the payment is made (`Paid`), the amount stays in the
/// vault under the payment key (`Claimable`) and anyone may later push it to
/// that recipient with all the gas they choose to pay (`claim`).
///
/// There is no receive() or fallback(): a plain native transfer reverts, so
/// every accepted wei is attributed by an event. Tokens transferred directly
/// (plain `transfer`) are not deposits; the admin can sweep them.
contract DepositVaultV2 is AccessControlDefaultAdminRules, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice The role allowed to call `pay`.
    bytes32 public constant PAYER_ROLE = keccak256("PAYER_ROLE");

    /// @notice The role that stops money at once: `pause`, `lowerLimits`,
    /// `revokePayer`.
    bytes32 public constant GUARDIAN_ROLE = keccak256("GUARDIAN_ROLE");

    /// @notice Length of a spending period for the per-period cap. Periods are
    /// FIXED windows aligned on multiples of PERIOD since the Unix epoch (UTC
    /// days), not rolling: the spent amount resets when block.timestamp enters
    /// the next window. Fixed windows cost one storage slot per token; the
    /// price is that up to twice the per-period cap can leave within a short
    /// time straddling a window boundary, which the admin must take into
    /// account when sizing the cap.
    uint256 public constant PERIOD = 1 days;

    /// @notice Gas a native payment forwards to its recipient: enough for a
    /// smart-contract wallet's receive() (a proxy's delegatecall and an
    /// event), far below what would let a recipient run up the payer's gas
    /// bill. A recipient that needs more is credited (see `claim`).
    uint256 public constant NATIVE_SEND_GAS = 35_000;

    /// @notice The most keys one `payBatch` pays: a batch's gas grows with
    /// it, and a block's gas limit and the sender's ceiling bound it.
    uint256 public constant MAX_PAY_BATCH = 100;

    /// @notice Where `sweep` sends. Fixed at deployment.
    address public immutable treasury;

    /// @notice Seconds between announcing a new payer or a raised cap and its
    /// taking effect. Fixed at deployment.
    uint256 public immutable governanceDelay;

    /// @notice Spending limits of the payer role for one token (address(0) is
    /// the native coin). Zero means nothing may be paid: a token has no
    /// payouts until the admin sets its limits.
    struct Limits {
        uint256 perPayment;
        uint256 perPeriod;
    }

    /// @dev Spending in the current fixed window of one token, in one
    /// storage slot. `setLimits` writes it first, so a payment only ever
    /// updates a slot that is already set (creating state is what costs most
    /// gas, and on chains that price state by the byte, several times more).
    struct Window {
        uint64 index; // block.timestamp / PERIOD when `spent` was last written
        uint192 spent;
    }

    /// @notice Tokens accepted for deposits and payouts.
    mapping(address token => bool) public allowedToken;

    /// @dev A cap raise waiting for its time (see `setLimits`).
    struct PendingLimits {
        uint256 perPayment;
        uint256 perPeriod;
        uint256 eta;
    }

    /// @notice The deposit made under each (payer, depositKey), by its ID
    /// (see `depositIdOf`); zero while the key is unused. A key is used once.
    mapping(bytes32 payerKey => bytes32 depositId) public depositOfKey;

    /// @notice Deposits returned to their payer by `refundDeposit`.
    mapping(bytes32 depositId => bool) public refunded;

    /// @dev Payment keys: 0 unpaid, 1 paid, anything else paid and owed to
    /// its recipient (`uint160(to) << 96 | amount`, see `claim`). One slot
    /// per payment whatever happens to it.
    mapping(bytes32 key => uint256) private _payments;

    /// @dev Native coin owed to claims, plus one: the slot is set at
    /// deployment so that crediting a claim never creates state.
    uint256 private _owedPlusOne = 1;

    /// @notice When an account given PAYER_ROLE by `grantRole` may use it.
    mapping(address account => uint256 eta) public payerEta;

    mapping(address token => Limits) private _limits;
    /// @dev The most each cap may ever be, by token; written only by the
    /// constructor.
    mapping(address token => Limits) private _maxLimits;
    mapping(address token => PendingLimits) private _pendingLimits;
    mapping(address token => Window) private _windows;
    mapping(address token => Window) private _refundWindows;

    /// @notice A deposit was accepted.
    /// @param swapId the swap the payer pays for.
    /// @param token the ERC-20 token, or address(0) for the native coin.
    /// @param payer msg.sender of the deposit call.
    /// @param amount what the vault actually received: msg.value for native
    /// coin, the vault's balance increase for a token (so a fee-on-transfer
    /// token is credited what arrived, never what was asked).
    /// @param depositId `depositIdOf(payer, depositKey, swapId, token, amount)`:
    /// names this deposit and no other, on every branch of a reorg.
    /// @param depositKey the caller-chosen key the ID derives from.
    event Deposited(
        bytes32 indexed swapId,
        address indexed token,
        address indexed payer,
        uint256 amount,
        bytes32 depositId,
        bytes32 depositKey
    );

    /// @notice A `payBatch` item whose key was already paid: skipped, not
    /// paid again.
    event PaymentSkipped(bytes32 indexed key);

    /// @notice The payer role paid `amount` of `token` (address(0): native
    /// coin) to `to` under `key`. Emitted at most once per key, ever.
    /// `amount` is what left the vault (a fee-on-transfer token delivers
    /// less), or, for native coin the recipient did not take within the
    /// stipend, what the vault now owes it (`Claimable` in the same
    /// transaction).
    event Paid(bytes32 indexed key, address indexed token, address indexed to, uint256 amount);

    /// @notice Money put in to pay out with (not a deposit for a swap).
    event Funded(address indexed token, address indexed from, uint256 amount);

    /// @notice The admin added (`allowed`) or removed a token from the allowlist.
    event TokenAllowed(address indexed token, bool allowed);

    /// @notice The payer role's limits for `token` are now these.
    event LimitsSet(address indexed token, uint256 perPayment, uint256 perPeriod);

    /// @notice The admin raised `token`'s limits; they apply from `eta` on.
    event LimitsScheduled(address indexed token, uint256 perPayment, uint256 perPeriod, uint256 eta);

    /// @notice The admin gave `account` PAYER_ROLE; it may pay from `eta` on.
    event PayerScheduled(address indexed account, uint256 eta);

    /// @notice `to` did not take the native payment under `key` within the
    /// stipend: `amount` stays in the vault for `claim(key)`.
    event Claimable(bytes32 indexed key, address indexed to, uint256 amount);

    /// @notice The amount owed under `key` was sent to `to`.
    event Claimed(bytes32 indexed key, address indexed to, uint256 amount);

    /// @notice Deposit `depositId` went back to its payer, by the payment under `key`.
    event Refunded(bytes32 indexed depositId, bytes32 indexed key);

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
    /// @notice `payer` already made a deposit (`depositId`) under `depositKey`.
    error DepositKeyUsed(address payer, bytes32 depositKey, bytes32 depositId);
    /// @notice No deposit of this vault has the ID the refund's fields give.
    error UnknownDeposit(bytes32 depositId);
    /// @notice The deposit went back to its payer already.
    error DepositAlreadyRefunded(bytes32 depositId);
    /// @notice Nothing is owed under `key`.
    error NothingToClaim(bytes32 key);
    /// @notice An account may not hold both the admin and the payer role.
    error AdminCannotPay(address account);
    /// @notice A cap above what the vault books (uint192).
    error LimitTooLarge(uint256 limit);
    /// @notice A cap of `token` above its maximum, fixed at deployment.
    error AboveMaximum(address token, uint256 limit, uint256 maximum);
    /// @notice `lowerLimits` was asked to raise a cap of `token`.
    error NotALowering(address token);
    /// @notice The constructor's maxima lists differ in length.
    error MaximaMismatch(uint256 tokens, uint256 perPayment, uint256 perPeriod);
    /// @notice Only the guardian or the admin may do this.
    error NotGuardian(address account);
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
    /// @notice payBatch's arrays differ in length, or hold no key or more than MAX_PAY_BATCH.
    error PayBatchMismatch(uint256 keys, uint256 tokens, uint256 tos, uint256 amounts);
    /// @notice The amounts of a native batch or funding add up to `expected`, msg.value was `sent`.
    error ValueMismatch(uint256 expected, uint256 sent);

    /// @notice Deploys the vault with its roles, treasury and cap maxima.
    /// @param admin receives DEFAULT_ADMIN_ROLE (a TimelockController in
    /// production; see the contract's notes).
    /// @param adminTransferDelay seconds a new admin waits before it may
    /// accept the role (`beginDefaultAdminTransfer`).
    /// @param guardian receives GUARDIAN_ROLE.
    /// @param payer receives PAYER_ROLE (the worker's hot key).
    /// @param treasury_ the only destination of `sweep`, immutable.
    /// @param governanceDelay_ seconds a new payer or a raised cap waits
    /// before it applies; zero on development chains only.
    /// @param capTokens tokens (address(0): native coin) that may ever be
    /// paid out, with each cap's maximum in `maxPerPayment` and
    /// `maxPerPeriod`. Fixed for the vault's life: a token not listed is
    /// never paid out (its caps stay zero).
    constructor(
        address admin,
        uint48 adminTransferDelay,
        address guardian,
        address payer,
        address treasury_,
        uint256 governanceDelay_,
        address[] memory capTokens,
        uint256[] memory maxPerPayment,
        uint256[] memory maxPerPeriod
    ) AccessControlDefaultAdminRules(adminTransferDelay, admin) {
        if (guardian == address(0) || payer == address(0) || treasury_ == address(0)) revert ZeroAddress();
        if (admin == payer || guardian == payer) revert AdminCannotPay(payer);
        if (capTokens.length != maxPerPayment.length || capTokens.length != maxPerPeriod.length) {
            revert MaximaMismatch(capTokens.length, maxPerPayment.length, maxPerPeriod.length);
        }
        for (uint256 i = 0; i < capTokens.length; i++) {
            if (maxPerPayment[i] > type(uint192).max) revert LimitTooLarge(maxPerPayment[i]);
            if (maxPerPeriod[i] > type(uint192).max) revert LimitTooLarge(maxPerPeriod[i]);
            _maxLimits[capTokens[i]] = Limits(maxPerPayment[i], maxPerPeriod[i]);
        }
        treasury = treasury_;
        governanceDelay = governanceDelay_;
        _grantRole(GUARDIAN_ROLE, guardian);
        _grantRole(PAYER_ROLE, payer);
    }

    // ---- deposits ----

    /// @notice The deposit ID of a deposit:
    /// keccak256(abi.encode(block.chainid, address(this), payer, depositKey,
    /// swapId, token, amount)), where `amount` is what the vault received.
    ///
    /// It covers everything that makes a deposit that deposit, so it names
    /// one deposit on every branch of a reorg: the same transaction mined on
    /// another branch has the same ID, and two different deposits (another
    /// swap, token or amount) never share one, even when a payer signs both
    /// under one key and one account nonce and each is mined on its own
    /// branch. Why a caller-chosen key rather than a counter or a per-payer
    /// nonce: a counter changes with the order of all deposits, and a
    /// per-payer nonce kept by the vault moves when an earlier deposit of the
    /// same payer fails on the new branch, or for a contract payer whose
    /// calls come from many accounts in no fixed order. The vault refuses a
    /// key the payer used before (`depositOfKey`), so a resent deposit is
    /// refused instead of paying twice; scoping by payer keeps a front-runner
    /// from burning someone else's key.
    function depositIdOf(
        address payer,
        bytes32 depositKey,
        bytes32 swapId,
        address token,
        uint256 amount
    ) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), payer, depositKey, swapId, token, amount));
    }

    /// @notice Pays msg.value of native coin towards `swapId`.
    /// @dev Anyone may call while the vault is not paused. Reverts with
    /// ZeroAmount, ZeroSwapId, ZeroKey, DepositKeyUsed, or EnforcedPause.
    /// Emits Deposited(swapId, address(0), msg.sender, msg.value, depositId, depositKey).
    /// @param depositKey nonzero, never used before by msg.sender.
    /// @return depositId see `depositIdOf`.
    function deposit(bytes32 swapId, bytes32 depositKey) external payable whenNotPaused returns (bytes32 depositId) {
        bytes32 payerKey = _checkDeposit(swapId, depositKey, msg.value);
        depositId = _record(payerKey, swapId, depositKey, address(0), msg.value);
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
            bytes32 payerKey = _checkDeposit(swapIds[i], depositKeys[i], amounts[i]);
            bytes32 depositId = _record(payerKey, swapIds[i], depositKeys[i], address(0), amounts[i]);
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
        if (_payments[key] != 0) revert AlreadyPaid(key);
        _payOne(key, token, to, amount);
    }

    /// @notice Pays several keys in one transaction, each exactly as `pay`
    /// would (the same checks, caps and `Paid` event per key, native coin
    /// with the same stipend), except that a key already paid — before, or
    /// earlier in this batch — is skipped with `PaymentSkipped(key)` instead
    /// of reverting: a batch resent after some of its keys were paid by
    /// another transaction still pays the rest, and never one twice. Any
    /// other refusal reverts the whole batch.
    /// @dev Only PAYER_ROLE, only while not paused; 1 to MAX_PAY_BATCH keys.
    /// Reverts with PayBatchMismatch or what `pay` reverts with.
    /// @return paid how many keys this call paid.
    function payBatch(
        bytes32[] calldata keys,
        address[] calldata tokens,
        address[] calldata tos,
        uint256[] calldata amounts
    ) external onlyRole(PAYER_ROLE) whenNotPaused nonReentrant returns (uint256 paid) {
        uint256 n = keys.length;
        if (n == 0 || n > MAX_PAY_BATCH || tokens.length != n || tos.length != n || amounts.length != n) {
            revert PayBatchMismatch(n, tokens.length, tos.length, amounts.length);
        }
        for (uint256 i = 0; i < n; ++i) {
            if (_payments[keys[i]] != 0) {
                emit PaymentSkipped(keys[i]);
                continue;
            }
            _payOne(keys[i], tokens[i], tos[i], amounts[i]);
            ++paid;
        }
    }

    /// @notice Returns a deposit to the account that made it, under payment
    /// key `key`, at most once per deposit and once per key. The deposit is
    /// named by the fields its ID covers (see `depositIdOf`), so the vault
    /// itself checks that it took this deposit, from this payer, of this
    /// amount: a refund can never be more than a deposit, nor go to anyone
    /// but its payer. Refunds spend their own per-period window (same caps as
    /// `pay`), so refunds, automatic ones included, never use up the payouts'
    /// window. Works for a token since removed from the allowlist.
    /// @dev Only PAYER_ROLE, only while not paused. Reverts with ZeroKey,
    /// AlreadyPaid, UnknownDeposit, DepositAlreadyRefunded,
    /// PaymentCapExceeded, PeriodCapExceeded or InsufficientVaultBalance.
    /// Emits Paid(key, token, payer, amount) and Refunded(depositId, key).
    function refundDeposit(
        bytes32 key,
        address payer,
        bytes32 depositKey,
        bytes32 swapId,
        address token,
        uint256 amount
    ) external onlyRole(PAYER_ROLE) whenNotPaused nonReentrant {
        if (key == bytes32(0)) revert ZeroKey();
        if (_payments[key] != 0) revert AlreadyPaid(key);
        bytes32 depositId = depositIdOf(payer, depositKey, swapId, token, amount);
        if (depositOfKey[_payerKey(payer, depositKey)] != depositId) revert UnknownDeposit(depositId);
        if (refunded[depositId]) revert DepositAlreadyRefunded(depositId);
        _spend(_refundWindows[token], token, amount);

        _payments[key] = 1;
        refunded[depositId] = true;
        emit Paid(key, token, payer, amount);
        emit Refunded(depositId, key);

        _pay(key, token, payer, amount);
    }

    /// @notice Sends what is owed under `key` (a native payment its recipient
    /// did not take within the stipend) to that recipient, forwarding all
    /// gas: whoever calls pays for it. Anyone may call; the money can only go
    /// to the recipient the payment named.
    /// @dev Only while not paused. Reverts with NothingToClaim, or with the
    /// recipient's error. Emits Claimed(key, to, amount).
    function claim(bytes32 key) external whenNotPaused nonReentrant {
        (address to, uint256 amount) = owed(key);
        if (amount == 0) revert NothingToClaim(key);
        _payments[key] = 1;
        _owedPlusOne -= amount;
        emit Claimed(key, to, amount);
        Address.sendValue(payable(to), amount);
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

    /// @notice Sends what is owed under `key` to `dest` instead, for a
    /// recipient that can make calls but cannot take native coin (a smart
    /// wallet without a payable receive): only that recipient may, so the
    /// coin can never go elsewhere on anyone else's word.
    /// @dev Only the owed recipient, only while not paused. Reverts with
    /// NothingToClaim, ZeroAddress, AccessControlUnauthorizedAccount, or
    /// the destination's error. Emits Claimed(key, dest, amount).
    function claimTo(bytes32 key, address dest) external whenNotPaused nonReentrant {
        (address to, uint256 amount) = owed(key);
        if (amount == 0) revert NothingToClaim(key);
        if (msg.sender != to) revert AccessControlUnauthorizedAccount(msg.sender, key);
        if (dest == address(0)) revert ZeroAddress();
        _payments[key] = 1;
        _owedPlusOne -= amount;
        emit Claimed(key, dest, amount);
        Address.sendValue(payable(dest), amount);
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
    /// stops payouts in it. Lowering takes effect at once, also for the
    /// current period (what was already spent in it still counts). Raising
    /// either cap takes effect `governanceDelay` seconds later; until then the
    /// lower of the old and new value of each cap applies. A new call
    /// replaces a raise still waiting (so the owners cancel a raise by setting
    /// the current limits again).
    /// @dev Only DEFAULT_ADMIN_ROLE. Reverts with AboveMaximum past the
    /// token's maxima. Emits LimitsSet for what applies now, and
    /// LimitsScheduled(token, perPayment, perPeriod, eta) for a raise.
    function setLimits(address token, uint256 perPayment, uint256 perPeriod) external onlyRole(DEFAULT_ADMIN_ROLE) {
        Limits memory max = _maxLimits[token];
        if (perPayment > max.perPayment) revert AboveMaximum(token, perPayment, max.perPayment);
        if (perPeriod > max.perPeriod) revert AboveMaximum(token, perPeriod, max.perPeriod);
        _openWindow(_windows[token]);
        _openWindow(_refundWindows[token]);
        Limits memory cur = _currentLimits(token);
        delete _pendingLimits[token];
        if (governanceDelay == 0 || (perPayment <= cur.perPayment && perPeriod <= cur.perPeriod)) {
            _limits[token] = Limits(perPayment, perPeriod);
            emit LimitsSet(token, perPayment, perPeriod);
            return;
        }
        Limits memory now_ = Limits(_min(perPayment, cur.perPayment), _min(perPeriod, cur.perPeriod));
        _limits[token] = now_;
        emit LimitsSet(token, now_.perPayment, now_.perPeriod);
        uint256 eta = block.timestamp + governanceDelay;
        _pendingLimits[token] = PendingLimits(perPayment, perPeriod, eta);
        emit LimitsScheduled(token, perPayment, perPeriod, eta);
    }

    /// @notice Gives `account` `role`. PAYER_ROLE is not granted at once: it
    /// is announced (PayerScheduled) and usable `governanceDelay` seconds
    /// later, and never given to an admin (nor the admin role to a payer).
    /// @dev Only the role's admin. Reverts with AdminCannotPay.
    function grantRole(bytes32 role, address account) public override onlyRole(getRoleAdmin(role)) {
        if (role == PAYER_ROLE) {
            (address pendingAdmin, ) = pendingDefaultAdmin();
            if (account == defaultAdmin() || account == pendingAdmin || hasRole(GUARDIAN_ROLE, account)) {
                revert AdminCannotPay(account);
            }
            if (hasRole(PAYER_ROLE, account) || payerEta[account] != 0) return;
            uint256 eta = block.timestamp + governanceDelay;
            payerEta[account] = eta;
            emit PayerScheduled(account, eta);
            return;
        }
        super.grantRole(role, account);
    }

    /// @notice Whether `account` holds `role`; a scheduled payer holds
    /// PAYER_ROLE from its eta on.
    function hasRole(bytes32 role, address account) public view override(AccessControl, IAccessControl) returns (bool) {
        if (super.hasRole(role, account)) return true;
        if (role != PAYER_ROLE) return false;
        uint256 eta = payerEta[account];
        return eta != 0 && eta <= block.timestamp;
    }

    /// @notice Stops deposits and payouts until `unpause`.
    /// @dev GUARDIAN_ROLE or DEFAULT_ADMIN_ROLE, at once. Emits Paused(msg.sender).
    function pause() external onlyGuardianOrAdmin {
        _pause();
    }

    /// @notice Lowers `token`'s caps at once (a raise is refused: that is
    /// the admin's, with its delays). What was already spent in the current
    /// period still counts. A raise still waiting is cancelled.
    /// @dev GUARDIAN_ROLE or DEFAULT_ADMIN_ROLE. Reverts with NotALowering.
    /// Emits LimitsSet.
    function lowerLimits(address token, uint256 perPayment, uint256 perPeriod) external onlyGuardianOrAdmin {
        Limits memory cur = _currentLimits(token);
        if (perPayment > cur.perPayment || perPeriod > cur.perPeriod) revert NotALowering(token);
        delete _pendingLimits[token];
        _limits[token] = Limits(perPayment, perPeriod);
        emit LimitsSet(token, perPayment, perPeriod);
    }

    /// @notice Takes PAYER_ROLE from `account` at once (also a grant still
    /// waiting), announced by RoleRevoked.
    /// @dev GUARDIAN_ROLE or DEFAULT_ADMIN_ROLE.
    function revokePayer(address account) external onlyGuardianOrAdmin {
        _revokeRole(PAYER_ROLE, account);
    }

    modifier onlyGuardianOrAdmin() {
        if (!hasRole(GUARDIAN_ROLE, msg.sender) && !hasRole(DEFAULT_ADMIN_ROLE, msg.sender)) revert NotGuardian(msg.sender);
        _;
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
    /// Native coin owed to recipients (`totalOwed`) is not swept.
    function sweep(address token, uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) nonReentrant {
        if (amount == 0) revert ZeroAmount();
        uint256 available = _available(token);
        if (available < amount) revert InsufficientVaultBalance(token, available, amount);
        emit Swept(token, treasury, amount);
        if (token == address(0)) {
            Address.sendValue(payable(treasury), amount);
        } else {
            IERC20(token).safeTransfer(treasury, amount);
        }
    }

    /// @dev No account holds the admin or the guardian role beside the payer
    /// role, however it comes to it: a grant, or an admin transfer accepted
    /// after the payer role was given to the pending admin.
    function _grantRole(bytes32 role, address account) internal override returns (bool) {
        if ((role == DEFAULT_ADMIN_ROLE || role == GUARDIAN_ROLE) && (super.hasRole(PAYER_ROLE, account) || payerEta[account] != 0)) {
            revert AdminCannotPay(account);
        }
        return super._grantRole(role, account);
    }

    /// @dev The admin role never goes to a payer: a transfer to one is
    /// refused when it is begun (and again when accepted, `_grantRole`).
    function _beginDefaultAdminTransfer(address newAdmin) internal override {
        if (hasRole(PAYER_ROLE, newAdmin) || payerEta[newAdmin] != 0) revert AdminCannotPay(newAdmin);
        super._beginDefaultAdminTransfer(newAdmin);
    }

    /// @dev Revoking (or renouncing) PAYER_ROLE also cancels a grant still
    /// waiting, announced by RoleRevoked like any revocation.
    function _revokeRole(bytes32 role, address account) internal override returns (bool) {
        if (role == PAYER_ROLE && payerEta[account] != 0) {
            delete payerEta[account];
            if (!super.hasRole(role, account)) {
                emit RoleRevoked(role, account, _msgSender());
                return true;
            }
        }
        return super._revokeRole(role, account);
    }

    // ---- views ----

    /// @notice Whether the payment key `key` has been paid.
    function paid(bytes32 key) external view returns (bool) {
        return _payments[key] != 0;
    }

    /// @notice Native coin owed under `key` to `to`, who did not take it
    /// within the stipend (amount 0: nothing owed).
    function owed(bytes32 key) public view returns (address to, uint256 amount) {
        uint256 v = _payments[key];
        if (v <= 1) return (address(0), 0);
        return (address(uint160(v >> 96)), v & type(uint96).max);
    }

    /// @notice Sum of `owed`: native coin held for claims, never paid out,
    /// refunded or swept.
    function totalOwed() external view returns (uint256) {
        return _owedPlusOne - 1;
    }

    /// @notice The most `token`'s caps may ever be (fixed at deployment).
    function maxLimitsOf(address token) external view returns (uint256 perPayment, uint256 perPeriod) {
        Limits memory max = _maxLimits[token];
        return (max.perPayment, max.perPeriod);
    }

    /// @notice The payer role's caps for `token` (address(0): native coin).
    function limitsOf(address token) external view returns (uint256 perPayment, uint256 perPeriod) {
        Limits memory lim = _currentLimits(token);
        return (lim.perPayment, lim.perPeriod);
    }

    /// @notice A raise of `token`'s caps still waiting, and when it applies
    /// (eta 0: none).
    function pendingLimitsOf(address token) external view returns (uint256 perPayment, uint256 perPeriod, uint256 eta) {
        PendingLimits memory p = _pendingLimits[token];
        if (p.eta != 0 && p.eta <= block.timestamp) return (0, 0, 0);
        return (p.perPayment, p.perPeriod, p.eta);
    }

    /// @notice Refunds paid of `token` in the current PERIOD window (their
    /// own window, apart from payouts), and that window's index.
    function refundedInPeriod(address token) external view returns (uint256 period, uint256 spent) {
        period = block.timestamp / PERIOD;
        Window memory w = _refundWindows[token];
        spent = w.index == period ? w.spent : 0;
    }

    /// @notice What has been paid in `token` in the current PERIOD window,
    /// and that window's index (block.timestamp / PERIOD).
    function spentInPeriod(address token) external view returns (uint256 period, uint256 spent) {
        period = block.timestamp / PERIOD;
        Window memory w = _windows[token];
        spent = w.index == period ? w.spent : 0;
    }

    // ---- internals ----

    function _payerKey(address payer, bytes32 depositKey) private pure returns (bytes32) {
        return keccak256(abi.encode(payer, depositKey));
    }

    /// @dev Checks a deposit's fields and that msg.sender's key is fresh;
    /// returns the slot `_record` writes.
    function _checkDeposit(bytes32 swapId, bytes32 depositKey, uint256 amount) private view returns (bytes32 payerKey) {
        if (amount == 0) revert ZeroAmount();
        if (swapId == bytes32(0)) revert ZeroSwapId();
        if (depositKey == bytes32(0)) revert ZeroKey();
        payerKey = _payerKey(msg.sender, depositKey);
        bytes32 used = depositOfKey[payerKey];
        if (used != bytes32(0)) revert DepositKeyUsed(msg.sender, depositKey, used);
    }

    function _record(
        bytes32 payerKey,
        bytes32 swapId,
        bytes32 depositKey,
        address token,
        uint256 received
    ) private returns (bytes32 depositId) {
        depositId = depositIdOf(msg.sender, depositKey, swapId, token, received);
        depositOfKey[payerKey] = depositId;
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }

    function _currentLimits(address token) private view returns (Limits memory) {
        PendingLimits memory p = _pendingLimits[token];
        if (p.eta != 0 && p.eta <= block.timestamp) return Limits(p.perPayment, p.perPeriod);
        return _limits[token];
    }

    /// @dev Checks `amount` against the caps and the vault's available
    /// balance, and books it in window `w`.
    function _spend(Window storage w, address token, uint256 amount) private {
        Limits memory lim = _currentLimits(token);
        if (amount > lim.perPayment) revert PaymentCapExceeded(token, amount, lim.perPayment);
        uint256 index = block.timestamp / PERIOD;
        uint256 spent = w.index == index ? w.spent : 0;
        if (spent + amount > lim.perPeriod) revert PeriodCapExceeded(token, index, spent, amount, lim.perPeriod);
        uint256 available = _available(token);
        if (available < amount) revert InsufficientVaultBalance(token, available, amount);
        w.index = uint64(index);
        w.spent = uint192(spent + amount); // spent + amount <= perPeriod <= uint192 max (setLimits)
    }

    /// @dev Writes the window's slot (if never written) so payments update it
    /// rather than create it.
    function _openWindow(Window storage w) private {
        if (w.index == 0) w.index = uint64(block.timestamp / PERIOD);
    }

    function _depositToken(
        bytes32 swapId,
        bytes32 depositKey,
        address token,
        uint256 amount
    ) private returns (bytes32 depositId, uint256 received) {
        if (!allowedToken[token]) revert TokenNotAllowed(token);
        bytes32 payerKey = _checkDeposit(swapId, depositKey, amount);
        received = _pull(token, amount);
        depositId = _record(payerKey, swapId, depositKey, token, received);
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

    /// @dev One payment of `pay` or `payBatch`, for a key not paid yet: the
    /// checks, the period window, the key marked, Paid, then the transfer.
    function _payOne(bytes32 key, address token, address to, uint256 amount) private {
        if (key == bytes32(0)) revert ZeroKey();
        if (to == address(0)) revert ZeroAddress();
        if (to == address(this)) revert InvalidRecipient(to);
        if (amount == 0) revert ZeroAmount();
        if (token != address(0) && !allowedToken[token]) revert TokenNotAllowed(token);
        _spend(_windows[token], token, amount);

        _payments[key] = 1;
        emit Paid(key, token, to, amount);

        _pay(key, token, to, amount);
    }

    /// @dev Sends a payment. Native coin goes with NATIVE_SEND_GAS and no
    /// return data copied (a recipient can make the payer pay neither for
    /// its gas nor for a huge revert message); if the recipient does not
    /// take it, it is owed under `key` for `claim`.
    function _pay(bytes32 key, address token, address to, uint256 amount) private {
        if (token != address(0)) {
            IERC20(token).safeTransfer(to, amount);
            return;
        }
        bool ok;
        uint256 stipend = NATIVE_SEND_GAS;
        assembly ("memory-safe") {
            ok := call(stipend, to, amount, 0, 0, 0, 0)
        }
        if (!ok) {
            // 2^96 wei is 79 billion ether: a larger native payment reverts
            // here rather than be credited (and the payment is an item).
            _payments[key] = (uint256(uint160(to)) << 96) | SafeCast.toUint96(amount);
            _owedPlusOne += amount;
            emit Claimable(key, to, amount);
        }
    }

    /// @dev What the vault may pay of `token`: its balance, less native coin
    /// owed to claims.
    function _available(address token) private view returns (uint256) {
        if (token == address(0)) return address(this).balance - (_owedPlusOne - 1);
        return IERC20(token).balanceOf(address(this));
    }
}
