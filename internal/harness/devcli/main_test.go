package devcli

import (
	"os"
	"testing"

	"github.com/swapengine/swapengine/internal/harness/testenv"
)

func TestMain(m *testing.M) {
	Register()
	os.Exit(testenv.Run(m))
}
