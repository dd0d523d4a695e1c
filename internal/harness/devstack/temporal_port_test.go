package devstack

import (
	"context"
	"net"
	"testing"
)

// The port picked for the server is taken by another listener before the
// server binds it: the start picks again instead of failing.
func TestStartTemporalPicksAgainWhenItsPortIsTaken(t *testing.T) {
	if _, err := TemporalBinary(); err != nil {
		t.Fatal(err) // the suite installs it: scripts/install-temporal.sh
	}
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	calls := 0
	pickPort = func(ip string) (int, error) {
		calls++
		if calls == 1 {
			return taken.Addr().(*net.TCPAddr).Port, nil // the lost race
		}
		return freePort(ip)
	}
	t.Cleanup(func() { pickPort = freePort })

	srv, err := StartTemporal(context.Background(), TemporalOptions{})
	if err != nil {
		t.Fatalf("start with a taken port: %v", err)
	}
	defer srv.Stop()
	if srv.Address == taken.Addr().String() {
		t.Fatalf("server claims the taken port %s", srv.Address)
	}
	if calls < 4 {
		t.Fatalf("ports picked %d times: the start did not pick again", calls)
	}
}
