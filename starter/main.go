// Command starter is the operator CLI: `starter help` lists its commands.
package main

import (
	"os"

	"github.com/swapengine/swapengine/internal/api"
	"github.com/swapengine/swapengine/internal/operator"
)

func main() {
	for _, c := range api.Commands() {
		operator.AddCommand(c)
	}
	os.Exit(operator.Run(os.Args[1:]))
}
