package devchain

// Init codes of recipients that will not take native coin the way a wallet
// does, for drills of the payer's gas bound (a recipient must never set the
// hot wallet's gas bill). Each is init code (12 bytes that copy the runtime
// to memory and return it) followed by its runtime:
//
//   - GasBurnerInitCode: any call, any value, spins until it has burnt about
//     10 M gas, then accepts: a recipient given all the gas makes the payer
//     pay for all of it.
//   - RevertingInitCode: reverts every call, with or without value (what a
//     contract without receive or fallback does).
const (
	GasBurnerInitCode = "0x600e600c600039600e6000f3" + "62060000" + "5b" + "6001" + "90" + "03" + "80" + "6004" + "57" + "00"
	RevertingInitCode = "0x6005600c60003960056000f3" + "60006000fd"
)
