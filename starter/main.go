// Command starter is the operator CLI: `starter help` lists its commands by
// section. It links no part of the development and test harness (the dev
// chain, the simulators, the demo, the soak and the benches are swapdev's:
// go run ./internal/harness/cmd/swapdev help).
package main

import (
	"os"

	"github.com/swapengine/swapengine/internal/api"
	_ "github.com/swapengine/swapengine/internal/kmsdrivers" // KMS keepers for MERCHANT_SECRETS_KEEPER
	"github.com/swapengine/swapengine/internal/operator"
)

func main() {
	register()
	os.Exit(operator.Run(os.Args[1:]))
}

func register() {
	for _, c := range api.Commands() {
		operator.AddCommand(c)
	}
}
