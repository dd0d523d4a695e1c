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
/// (issue 28). The vault trusts it with PAYER_ROLE; it trusts one trader
/// (the engine's hot key), one router and one WETH, all fixed at
/// deployment.
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

    error NotTrader(address caller);
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
