// Command starter is the operator CLI: `starter help` lists its commands.
package main

import (
	"os"

	"github.com/swapengine/swapengine/internal/operator"
)

func main() { os.Exit(operator.Run(os.Args[1:])) }
