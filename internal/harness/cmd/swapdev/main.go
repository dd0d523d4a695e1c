// Command swapdev is the development and test harness: the local simulated
// chain and its deposits, reorgs and blocks, the receiver simulators, the
// demo, the chaos soak and the benches, beside every command of starter (the
// product's CLI, which links none of this). `swapdev help` lists them by
// section, the harness's last.
//
//	go run ./internal/harness/cmd/swapdev demo
package main

import (
	"os"

	"github.com/swapengine/swapengine/internal/api"
	"github.com/swapengine/swapengine/internal/harness/devcli"
	"github.com/swapengine/swapengine/internal/operator"
	"github.com/swapengine/swapengine/internal/store"
)

func main() {
	operator.Program = "swapdev"
	// The dev stack is where merchants' secrets may be stored in plain text
	// when no sealing key is given; `starter` (and every deployment) refuses.
	if os.Getenv(store.MerchantSecretsKeyEnv) == "" && os.Getenv(store.MerchantSecretsKeyEnv+"_FILE") == "" {
		os.Setenv(store.MerchantSecretsPlainEnv, "1")
	}
	for _, c := range api.Commands() {
		operator.AddCommand(c)
	}
	devcli.Register()
	os.Exit(operator.Run(os.Args[1:]))
}
