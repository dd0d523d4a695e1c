// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ISwapRouter} from "@uniswap/v3-periphery/contracts/interfaces/ISwapRouter.sol";

/// @dev The part of DepositVaultV2 the executor uses.
interface ITradingVault {
    function pay(bytes32 key, address token, address to, uint256 amount) external;
    function fund(address token, uint256 amount) external payable;
}

/// @dev WETH9, as published: the router trades wrapped ether only.
interface IWETH9 {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
}

/// @title DexExecutor
/// @notice Exchanges a swap's deposit on a Uniswap v3 pool for the vault
/// (issue 28), and may pay the swap's payout in the same transaction. The
/// vault trusts it with PAYER_ROLE; it trusts one trader (the engine's hot
/// key), one router and one WETH, all fixed at deployment.
///
/// `trade` takes the deposit out of the vault as a keyed payment to itself
/// (`pay(key, …)`), so the vault's own per-key guard makes a trade happen at
/// most once per key, exactly as it does for payouts, and the vault's caps
/// bound it. It trades through the router with `amountOutMinimum`, gives
/// everything bought back to the vault (`fund`), and emits `Traded` with
/// what the vault's balance actually gained — never what the router said.
/// The whole transaction reverts when the vault gained less than the
/// minimum: nothing is spent, the key stays unpaid, and a later trade under
/// the same key may still run.
///
/// `tradeAndPay` is `trade` followed, in the same transaction, by the
/// vault's `pay` of a payout the engine fixed before the trade (a fixed
/// quote's promise): under the payout's own key, so the vault's guard makes
/// it once whichever transaction pays it. The payout is made only when the
/// vault gained at most `maxOut` (a fill above the quote's maximum is held by
/// the engine, never paid), and a payout the vault refuses (a cap, its
/// balance) leaves the trade standing: the engine's payout step then pays the
/// key itself, or holds it, by the same rules as any payout.
///
/// The executor holds nothing between transactions: whatever it receives
/// in a trade leaves in the same trade.
contract DexExecutor {
    using SafeERC20 for IERC20;

    /// @notice The vault whose deposits are traded and which receives what is bought.
    ITradingVault public immutable vault;
    /// @notice The Uniswap v3 SwapRouter trades go through.
    ISwapRouter public immutable router;
    /// @notice The wrapped native coin the router trades instead of ether.
    IWETH9 public immutable weth;
    /// @notice The only account that may trade.
    address public immutable trader;

    /// @notice One trade: `amountIn` of `tokenIn` (zero: the native coin)
    /// taken from the vault under `key`, and `amountOut` of `tokenOut` the
    /// vault's balance gained from it, through the pool of fee tier `fee`.
    event Traded(
        bytes32 indexed key,
        address tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint256 amountOut,
        uint24 fee
    );

    /// @notice The payout of a `tradeAndPay` was not made in its trade:
    /// the vault gained more than the payout's `maxOut` (`refused` empty), or
    /// the vault refused the payment (`refused` is its revert data). The key
    /// stays unpaid for the engine's payout step.
    event PayoutLeft(bytes32 indexed payKey, uint256 gained, bytes refused);

    /// @notice A payout fixed before its trade: `amount` of the trade's
    /// `tokenOut` to `to` under the vault payment key `key`, made only when
    /// the trade gained at most `maxOut`.
    struct Payout {
        bytes32 key;
        address to;
        uint256 amount;
        uint256 maxOut;
    }

    /// @notice The gas the payout of a `tradeAndPay` must have left when it
    /// starts. Without it a gas estimate would settle on a limit where the
    /// payout runs out of gas inside the `try` and the trade succeeds alone,
    /// every time; with it, a limit that cannot pay reverts whole, so an
    /// estimate always covers the payout (a first ERC-20 payment to a new
    /// holder, with the vault's windows, cost about 250,000 on the dev
    /// chain; a native payment less, its recipient held to a stipend).
    uint256 public constant PAYOUT_GAS = 400_000;

    error NotTrader(address caller);
    error PayoutGasTooLow(uint256 left, uint256 needed);
    error SameKey(bytes32 key);
    error ZeroAddress();
    error SameToken(address token);
    error TooLittleGained(uint256 gained, uint256 minimum);
    error UnexpectedCoin(address from);

    constructor(address vault_, address router_, address weth_, address trader_) {
        if (vault_ == address(0) || router_ == address(0) || weth_ == address(0) || trader_ == address(0)) {
            revert ZeroAddress();
        }
        vault = ITradingVault(vault_);
        router = ISwapRouter(router_);
        weth = IWETH9(weth_);
        trader = trader_;
    }

    /// @notice Trades `amountIn` of the vault's `tokenIn` for at least
    /// `minOut` of `tokenOut`, under the vault payment key `key`.
    /// @dev Only the trader. Reverts with NotTrader, SameToken, what the
    /// vault's `pay` reverts with (AlreadyPaid for a key traded before), the
    /// router's "Too little received" or "Transaction too old", or
    /// TooLittleGained. Emits the vault's Paid(key, tokenIn, executor,
    /// amountIn), Funded, and Traded.
    /// @return gained what the vault's balance of `tokenOut` gained.
    function trade(
        bytes32 key,
        address tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint24 fee,
        uint256 minOut,
        uint256 deadline
    ) external returns (uint256 gained) {
        return _trade(key, tokenIn, amountIn, tokenOut, fee, minOut, deadline);
    }

    /// @notice `trade`, then the vault's payment of `payout` in `tokenOut`
    /// in the same transaction when the vault gained at most
    /// `payout.maxOut` and the vault takes the payment.
    /// @dev Only the trader. Reverts as `trade` does, with SameKey when
    /// the payout key is the trade's, or with PayoutGasTooLow when too
    /// little gas is left to pay. A payout not made emits PayoutLeft;
    /// one made, the vault's Paid(payout.key, tokenOut, payout.to, payout.amount).
    /// @return gained what the vault's balance of `tokenOut` gained.
    /// @return paid whether the payout was made in this transaction.
    function tradeAndPay(
        bytes32 key,
        address tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint24 fee,
        uint256 minOut,
        uint256 deadline,
        Payout calldata payout
    ) external returns (uint256 gained, bool paid) {
        if (payout.key == key) revert SameKey(key);
        gained = _trade(key, tokenIn, amountIn, tokenOut, fee, minOut, deadline);
        if (gained > payout.maxOut) {
            emit PayoutLeft(payout.key, gained, "");
            return (gained, false);
        }
        if (gasleft() < PAYOUT_GAS) revert PayoutGasTooLow(gasleft(), PAYOUT_GAS);
        try vault.pay(payout.key, tokenOut, payout.to, payout.amount) {
            paid = true;
        } catch (bytes memory refused) {
            emit PayoutLeft(payout.key, gained, refused);
        }
    }

    function _trade(
        bytes32 key,
        address tokenIn,
        uint256 amountIn,
        address tokenOut,
        uint24 fee,
        uint256 minOut,
        uint256 deadline
    ) private returns (uint256 gained) {
        if (msg.sender != trader) revert NotTrader(msg.sender);
        if (tokenIn == tokenOut) revert SameToken(tokenIn);
        uint256 before = _vaultBalance(tokenOut);

        vault.pay(key, tokenIn, address(this), amountIn);
        address wrappedIn = tokenIn;
        if (tokenIn == address(0)) {
            weth.deposit{value: amountIn}();
            wrappedIn = address(weth);
        }
        address wrappedOut = tokenOut == address(0) ? address(weth) : tokenOut;
        IERC20(wrappedIn).forceApprove(address(router), amountIn);
        uint256 out = router.exactInputSingle(
            ISwapRouter.ExactInputSingleParams({
                tokenIn: wrappedIn,
                tokenOut: wrappedOut,
                fee: fee,
                recipient: address(this),
                deadline: deadline,
                amountIn: amountIn,
                amountOutMinimum: minOut,
                sqrtPriceLimitX96: 0
            })
        );

        if (tokenOut == address(0)) {
            weth.withdraw(out);
            vault.fund{value: out}(address(0), out);
        } else {
            IERC20(tokenOut).forceApprove(address(vault), out);
            vault.fund(tokenOut, out);
        }
        gained = _vaultBalance(tokenOut) - before;
        if (gained < minOut) revert TooLittleGained(gained, minOut);
        emit Traded(key, tokenIn, amountIn, tokenOut, gained, fee);
    }

    /// @dev Native coin comes only from the vault (the deposit) and from
    /// WETH (an unwrap); anything else is refused rather than kept.
    receive() external payable {
        if (msg.sender != address(vault) && msg.sender != address(weth)) revert UnexpectedCoin(msg.sender);
    }

    function _vaultBalance(address token) private view returns (uint256) {
        if (token == address(0)) return address(vault).balance;
        return IERC20(token).balanceOf(address(vault));
    }
}
