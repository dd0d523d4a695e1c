package devchain

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
)

// simNode is what go-ethereum's ethclient/simulated.NewBackend (v1.17.10) assembles — an
// in-memory node, the eth service, the filter API and a simulated beacon with no block
// period — built here because the Backend it returns keeps the eth service to itself, and
// devchain needs its transaction pool (see syncPool).
type simNode struct {
	stack  *node.Node
	eth    *eth.Ethereum
	beacon *catalyst.SimulatedBeacon
}

// newSimNode mirrors simulated.NewBackend with no options: chain ID 1337 (or chainID when
// not 0), every fork from genesis, the system contracts those forks need, the caller's
// alloc on top.
func newSimNode(alloc types.GenesisAlloc, chainID uint64) (_ *simNode, err error) {
	nodeConf := node.DefaultConfig
	nodeConf.DataDir = ""
	nodeConf.P2P = p2p.Config{NoDiscovery: true}

	genesisAlloc := core.SystemContractAllocs()
	maps.Copy(genesisAlloc, alloc)
	ethConf := ethconfig.Defaults
	chainConf := params.AllDevChainProtocolChanges
	if chainID != 0 {
		copied := *chainConf
		copied.ChainID = new(big.Int).SetUint64(chainID)
		chainConf = &copied
	}
	ethConf.Genesis = &core.Genesis{
		Config:   chainConf,
		GasLimit: ethconfig.Defaults.Miner.GasCeil,
		Alloc:    genesisAlloc,
	}
	ethConf.SyncMode = ethconfig.FullSync
	ethConf.TxPool.NoLocals = true
	ethConf.LogNoHistory = true
	PatientMiner(&nodeConf, &ethConf)

	stack, err := node.New(&nodeConf)
	if err != nil {
		return nil, fmt.Errorf("devchain: node: %w", err)
	}
	defer func() {
		if err != nil {
			_ = stack.Close()
		}
	}()
	backend, err := eth.New(stack, &ethConf)
	if err != nil {
		return nil, fmt.Errorf("devchain: eth service: %w", err)
	}
	stack.RegisterAPIs([]rpc.API{{
		Namespace: "eth",
		Service:   filters.NewFilterAPI(filters.NewFilterSystem(backend.APIBackend, filters.Config{})),
	}})
	if err := stack.Start(); err != nil {
		return nil, fmt.Errorf("devchain: starting the node: %w", err)
	}
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		return nil, fmt.Errorf("devchain: simulated beacon: %w", err)
	}
	if err := beacon.Fork(backend.BlockChain().GetCanonicalHash(0)); err != nil {
		return nil, fmt.Errorf("devchain: simulated beacon at genesis: %w", err)
	}
	return &simNode{stack: stack, eth: backend, beacon: beacon}, nil
}

// commit seals one block and returns the head's hash (unchanged if sealing failed: the
// beacon only logs that).
//
// Issue 11. The beacon syncs the transaction pool *before* it builds a block, so every
// transaction the pool accepted is promoted and goes into that block. But the pool's reset
// to the new head — which swaps in the state it validates new transactions against and
// drops the transactions the block included — starts only on the chain head event and runs
// on a goroutine of its own. Until it has run, a transaction sent right after Commit is
// judged against the state before the block: a key funded in that block still has balance
// 0 ("insufficient funds for gas * price + value: balance 0"), a nonce the block used still
// looks free. The soak funded a fresh key, mined, and deployed from that key at once; about
// one time in twenty the deployment was refused so. syncPool closes the window.
func (n *simNode) commit() (common.Hash, error) {
	h := n.beacon.Commit()
	return h, n.syncPool()
}

// syncPool returns once the pool has been reset to the current head. The head event is
// delivered (an unbuffered feed) before the head moves on, so the reset TxPool.Sync forces
// and waits for is one to that head.
func (n *simNode) syncPool() error {
	if err := n.eth.TxPool().Sync(); err != nil {
		return fmt.Errorf("devchain: syncing the transaction pool: %w", err)
	}
	return nil
}

func (n *simNode) close() error {
	return errors.Join(n.beacon.Stop(), n.stack.Close())
}

// PatientMiner is an option of go-ethereum's simulated.NewBackend (and applied
// to the dev chain): go-ethereum's miner stops filling a block after Recommit
// (2 s by default) and seals what it has. On a loaded machine that left
// transactions a test had just sent out of the block it then mined. With it, a
// block holds every pending transaction that fits, however slow the machine.
func PatientMiner(_ *node.Config, ethConf *ethconfig.Config) {
	ethConf.Miner.Recommit = time.Minute
}

// HoldAccount makes the node hold priv's account, unlocked, and sign for it:
// eth_signTransaction (and eth_sign) answer for that address as a geth node
// with the account in its keystore does. A process that sends through this
// chain can then leave signing to it and hold no key (txsender.RemoteSigner).
func (c *Chain) HoldAccount(priv *ecdsa.PrivateKey) error {
	dir, err := os.MkdirTemp("", "devchain-keystore-")
	if err != nil {
		return err
	}
	c.cleanups = append(c.cleanups, func() { _ = os.RemoveAll(dir) })
	ks := keystore.NewKeyStore(dir, keystore.LightScryptN, keystore.LightScryptP)
	const pass = "devchain"
	acct, err := ks.ImportECDSA(priv, pass)
	if err != nil {
		return fmt.Errorf("devchain: import the account: %w", err)
	}
	if err := ks.Unlock(acct, pass); err != nil {
		return fmt.Errorf("devchain: unlock the account: %w", err)
	}
	c.node.stack.AccountManager().AddBackend(ks)
	return nil
}
