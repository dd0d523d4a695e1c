// Compiles the contracts with solcjs (npm "solc", version pinned in
// package.json/package-lock.json) through its standard-JSON API and writes
// <Name>.abi and <Name>.bin into an output directory. Imports of
// "@openzeppelin/contracts/..." resolve to contracts/node_modules (npm
// "@openzeppelin/contracts", also pinned exactly).
//
//   node contracts/compile.mjs            # writes contracts/build/
//   node contracts/compile.mjs /tmp/out   # writes /tmp/out/ (used by the artefact test)
//
// Settings are fixed so that the output depends only on the sources and the
// compiler version:
//   - optimizer on, 200 runs;
//   - each contract compiled in its own standard-JSON run (with only its
//     imports), at an evmVersion fixed per contract (below):
//     "paris" for the vaults: the newest target without PUSH0 (shanghai) or
//     the cancun opcodes. They need none of them, and paris bytecode runs on
//     every EVM chain an operator might point the scanner at (some L2s and dev
//     chains lagged on PUSH0), as well as on go-ethereum's simulated backend.
//     "cancun" for the permit test token only: OpenZeppelin 5.7's EIP712
//     imports Strings, which imports Bytes, whose assembly uses MCOPY, and
//     solc type-checks every imported file for the target. The token is for
//     tests and the simulated chain, which runs cancun. Pinning the target
//     also stops solc's default from drifting between releases;
//   - metadata.bytecodeHash "none": no IPFS/Swarm hash of the metadata (which
//     would change with file paths, comments and whitespace) is appended to the
//     bytecode; only solc's CBOR version marker remains;
//   - source unit names are the paths relative to contracts/ (e.g.
//     "test/TestUSDC.sol") and the import names as written
//     ("@openzeppelin/contracts/..."), never absolute paths, so the output
//     does not depend on where the checkout lives.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(here, 'build'));

// [source file relative to contracts/, contract name, evmVersion]; artefacts
// are named after the contract, so names must be unique. The deployable
// ones (standardJSON below) also get <Name>.input.json: the Solidity
// standard-JSON input with every source inlined, which a block explorer
// verifies the deployed bytecode against (`starter vault verify`).
const contracts = [
  ['DepositVault.sol', 'DepositVault', 'paris'],
  ['DepositVaultV2.sol', 'DepositVaultV2', 'paris'],
  ['VaultTimelock.sol', 'VaultTimelock', 'paris'],
  ['DepositAddresses.sol', 'DepositAddressFactory', 'paris'],
  ['DepositAddresses.sol', 'DepositForwarder', 'paris'],
  ['BalanceReader.sol', 'BalanceReader', 'paris'],
  ['test/TestUSDC.sol', 'TestUSDC', 'cancun'],
  ['test/FeeToken.sol', 'FeeToken', 'paris'],
  ['test/ReentrantToken.sol', 'ReentrantToken', 'paris'],
  // The price feed the dev chain runs (issue 28): Chainlink's own
  // MockV3Aggregator from the published package, compiled as it is. It
  // implements AggregatorV3Interface, whose ABI the engine's feed reader
  // uses on every chain.
  ['@chainlink/contracts/src/v0.8/tests/MockV3Aggregator.sol', 'MockV3Aggregator', 'paris'],
  // The vault's trader on a Uniswap v3 pool (issue 28); it imports the
  // router's interface from the published @uniswap/v3-periphery.
  ['DexExecutor.sol', 'DexExecutor', 'paris'],
];

// Contracts deployed as published, never compiled here: Uniswap v3 (core and
// periphery) and the canonical WETH9, each the "bytecode" and "abi" of its
// artefact in the pinned npm package, copied to <Name>.abi and <Name>.bin
// (and the runtime code to <Name>.runtime.bin), so that the dev chain runs
// the exact bytes every public chain runs. Uniswap's periphery finds pools by
// the hash of the published pool's creation code, so it only works with the
// published factory anyway.
//   [package, path inside it, name]
const published = [
  ['@uniswap/v3-core', 'artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json', 'UniswapV3Factory'],
  ['@uniswap/v3-core', 'artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json', 'UniswapV3Pool'],
  ['@uniswap/v3-periphery', 'artifacts/contracts/SwapRouter.sol/SwapRouter.json', 'SwapRouter'],
  ['@uniswap/v3-periphery', 'artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json', 'QuoterV2'],
  ['@uniswap/v3-periphery', 'artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json', 'NonfungiblePositionManager'],
  ['@uniswap/v2-periphery', 'build/WETH9.json', 'WETH9'],
];

// Refuse to compile with anything but the pinned compiler (a stale
// node_modules would silently produce different bytecode).
const deps = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')).dependencies;
const actual = solc.version();
if (!actual.startsWith(`${deps.solc}+`)) {
  console.error(`compile.mjs: solc ${actual} loaded, package.json pins ${deps.solc}: run npm ci --prefix contracts`);
  process.exit(1);
}
const ozRoot = path.join(here, 'node_modules', '@openzeppelin', 'contracts');
const ozPinned = deps['@openzeppelin/contracts'];
let ozActual = '(missing)';
try {
  ozActual = JSON.parse(fs.readFileSync(path.join(ozRoot, 'package.json'), 'utf8')).version;
} catch {}
if (ozActual !== ozPinned) {
  console.error(`compile.mjs: @openzeppelin/contracts ${ozActual} installed, package.json pins ${ozPinned}: run npm ci --prefix contracts`);
  process.exit(1);
}

// Chainlink's and Uniswap's published contracts, pinned exactly like
// OpenZeppelin's.
function pinnedRoot(pkg) {
  const root = path.join(here, 'node_modules', ...pkg.split('/'));
  let actual = '(missing)';
  try {
    actual = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  } catch {}
  if (actual !== deps[pkg]) {
    console.error(`compile.mjs: ${pkg} ${actual} installed, package.json pins ${deps[pkg]}: run npm ci --prefix contracts`);
    process.exit(1);
  }
  return root;
}
const clRoot = pinnedRoot('@chainlink/contracts');

const standardJSON = new Set(['DepositVaultV2', 'VaultTimelock', 'DepositAddressFactory']);

// Import callback: only "<package>/<path>.sol" inside the installed pinned
// packages below; anything else is an error rather than a silent lookup
// elsewhere on disk.
const ozPrefix = '@openzeppelin/contracts/';
const clPrefix = '@chainlink/contracts/';
const roots = [
  [ozPrefix, ozRoot],
  [clPrefix, clRoot],
  ['@uniswap/v3-core/', pinnedRoot('@uniswap/v3-core')],
  ['@uniswap/v3-periphery/', pinnedRoot('@uniswap/v3-periphery')],
];
function findImports(name) {
  const [prefix, root] = roots.find(([p]) => name.startsWith(p)) ?? [ozPrefix, ozRoot];
  if (!name.startsWith(prefix) || !name.endsWith('.sol')) {
    return { error: `import ${name}: only ${roots.map(([p]) => p + '*.sol').join(', ')} are resolved` };
  }
  const file = path.resolve(root, name.slice(prefix.length));
  if (!file.startsWith(root + path.sep)) {
    return { error: `import ${name}: outside ${prefix}` };
  }
  try {
    return { contents: fs.readFileSync(file, 'utf8') };
  } catch (e) {
    return { error: `import ${name}: ${e.message}` };
  }
}

// One compile per contract, in a fixed order: a source's output cannot
// depend on unrelated files or on another contract's target.
const outputs = new Map();
const inputs = new Map();
for (const [file, name, evmVersion] of contracts) {
  const input = {
    language: 'Solidity',
    // A published contract is read from its package, under its import name.
    sources: { [file]: { content: file.startsWith(clPrefix) ? findImports(file).contents : fs.readFileSync(path.join(here, file), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion,
      metadata: { bytecodeHash: 'none' },
      outputSelection: { [file]: { [name]: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  let failed = false;
  for (const diag of output.errors ?? []) {
    console.error(diag.formattedMessage ?? diag.message);
    if (diag.severity === 'error') failed = true;
  }
  if (failed) process.exit(1);
  const c = output.contracts?.[file]?.[name];
  if (!c || !c.evm?.bytecode?.object) {
    console.error(`compile.mjs: no output for ${name}`);
    process.exit(1);
  }
  outputs.set(name, c);
  if (standardJSON.has(name)) {
    // Every source the compile read, inlined in the order solc lists them,
    // with the settings above: recompiling it gives the same bytecode.
    const sources = {};
    for (const unit of Object.keys(output.sources).sort()) {
      sources[unit] = { content: unit === file ? input.sources[file].content : findImports(unit).contents };
    }
    inputs.set(name, { language: 'Solidity', sources, settings: { ...input.settings, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } } });
  }
}

fs.mkdirSync(outDir, { recursive: true });
for (const [name, c] of outputs) {
  fs.writeFileSync(path.join(outDir, `${name}.abi`), JSON.stringify(c.abi, null, 2) + '\n');
  fs.writeFileSync(path.join(outDir, `${name}.bin`), c.evm.bytecode.object + '\n');
}
for (const [name, input] of inputs) {
  fs.writeFileSync(path.join(outDir, `${name}.input.json`), JSON.stringify(input, null, 2) + '\n');
}
for (const [pkg, file, name] of published) {
  const a = JSON.parse(fs.readFileSync(path.join(pinnedRoot(pkg), file), 'utf8'));
  const strip = (hex) => (hex ?? '').replace(/^0x/, '');
  if (!strip(a.bytecode) || Object.keys(a.linkReferences ?? {}).length) {
    console.error(`compile.mjs: ${pkg}/${file} has no bytecode, or needs linking`);
    process.exit(1);
  }
  fs.writeFileSync(path.join(outDir, `${name}.abi`), JSON.stringify(a.abi, null, 2) + '\n');
  fs.writeFileSync(path.join(outDir, `${name}.bin`), strip(a.bytecode) + '\n');
  if (strip(a.deployedBytecode)) {
    fs.writeFileSync(path.join(outDir, `${name}.runtime.bin`), strip(a.deployedBytecode) + '\n');
  }
}
