// Compiles the contracts with solcjs (npm "solc", version pinned in
// package.json/package-lock.json) through its standard-JSON API and writes
// <Name>.abi and <Name>.bin into an output directory.
//
//   node contracts/compile.mjs            # writes contracts/build/
//   node contracts/compile.mjs /tmp/out   # writes /tmp/out/ (used by the artefact test)
//
// Settings are fixed so that the output depends only on the sources and the
// compiler version:
//   - optimizer on, 200 runs;
//   - evmVersion "paris": the newest target without PUSH0 (shanghai) or the
//     cancun opcodes. The contract needs none of them, and paris bytecode runs
//     on every EVM chain an operator might point the scanner at (some L2s and
//     dev chains lagged on PUSH0), as well as on go-ethereum's simulated
//     backend. Pinning it also stops solc's default target from drifting
//     between releases;
//   - metadata.bytecodeHash "none": no IPFS/Swarm hash of the metadata (which
//     would change with file paths, comments and whitespace) is appended to the
//     bytecode; only solc's CBOR version marker remains.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(here, 'build'));

const contracts = ['DepositVault'];

// Refuse to compile with anything but the pinned compiler (a stale
// node_modules would silently produce different bytecode).
const pinned = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')).dependencies.solc;
const actual = solc.version();
if (!actual.startsWith(`${pinned}+`)) {
  console.error(`compile.mjs: solc ${actual} loaded, package.json pins ${pinned}: run npm ci --prefix contracts`);
  process.exit(1);
}

const sources = {};
const outputSelection = {};
for (const name of contracts) {
  const file = `${name}.sol`;
  sources[file] = { content: fs.readFileSync(path.join(here, file), 'utf8') };
  outputSelection[file] = { [name]: ['abi', 'evm.bytecode.object'] };
}

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'paris',
    metadata: { bytecodeHash: 'none' },
    outputSelection,
  },
};

const output = JSON.parse(solc.compile(JSON.stringify(input)));

let failed = false;
for (const diag of output.errors ?? []) {
  console.error(diag.formattedMessage ?? diag.message);
  if (diag.severity === 'error') failed = true;
}
if (failed) process.exit(1);

fs.mkdirSync(outDir, { recursive: true });
for (const name of contracts) {
  const c = output.contracts?.[`${name}.sol`]?.[name];
  if (!c || !c.evm?.bytecode?.object) {
    console.error(`compile.mjs: no output for ${name}`);
    process.exit(1);
  }
  fs.writeFileSync(path.join(outDir, `${name}.abi`), JSON.stringify(c.abi, null, 2) + '\n');
  fs.writeFileSync(path.join(outDir, `${name}.bin`), c.evm.bytecode.object + '\n');
}
