// Command starter is the operator CLI: `starter help` lists its commands by
// section, the development and test harness's last and apart.
package main

import (
	"os"

	"github.com/swapengine/swapengine/internal/api"
	"github.com/swapengine/swapengine/internal/harness/devcli"
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
	// The harness ships in the same binary (the demo, the dev stack and the
	// soak run it), listed apart in help; no product package imports it.
	devcli.Register()
}
