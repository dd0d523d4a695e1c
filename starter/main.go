// Command starter is the operator CLI: `starter help` lists its commands.
package main

import (
	"os"

	"swapengine/internal/operator"
)

func main() { os.Exit(operator.Run(os.Args[1:])) }
