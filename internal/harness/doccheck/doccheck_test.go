package doccheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// root is the repository's top: the directory holding go.mod.
func root(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}

// documents are README.md and every markdown file under docs/.
func documents(t *testing.T, top string) []string {
	t.Helper()
	docs := []string{filepath.Join(top, "README.md")}
	err := filepath.WalkDir(filepath.Join(top, "docs"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
			docs = append(docs, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

// Every relative link and image in README.md and docs/ names a file or
// directory that exists, and its anchor, if any, one of the target's
// headings (GitHub's anchors) or explicit anchors.
func TestRelativeLinksResolve(t *testing.T) {
	top := root(t)
	anchors := map[string]map[string]bool{}
	anchorsOf := func(path string) map[string]bool {
		if a, ok := anchors[path]; ok {
			return a
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		anchors[path] = Anchors(string(data))
		return anchors[path]
	}
	checked := 0
	for _, doc := range documents(t, top) {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(top, doc)
		for _, l := range Links(string(data)) {
			if !Relative(l.Target) {
				continue
			}
			checked++
			file, anchor, _ := strings.Cut(l.Target, "#")
			target := doc
			if file != "" {
				target = filepath.Join(filepath.Dir(doc), filepath.FromSlash(file))
				if !strings.HasPrefix(target, top+string(filepath.Separator)) {
					t.Errorf("%s:%d: %s leaves the repository", rel, l.Line, l.Target)
					continue
				}
				if _, err := os.Stat(target); err != nil {
					t.Errorf("%s:%d: %s: no such file or directory", rel, l.Line, l.Target)
					continue
				}
			}
			if anchor == "" {
				continue
			}
			if !strings.HasSuffix(target, ".md") {
				t.Errorf("%s:%d: %s: an anchor into a file that is not markdown", rel, l.Line, l.Target)
				continue
			}
			if !anchorsOf(target)[anchor] {
				t.Errorf("%s:%d: %s: no heading with anchor #%s in %s", rel, l.Line, l.Target, anchor, filepath.Base(target))
			}
		}
	}
	if checked == 0 {
		t.Fatal("no relative links found: the link reader is broken")
	}
}

// The README's table of contents is the one its headings give. Regenerate
// it with UPDATE_TOC=1 go test -run TestReadmeTOC ./internal/harness/doccheck.
func TestReadmeTOC(t *testing.T) {
	path := filepath.Join(root(t), "README.md")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := WithTOC(string(data))
	if err != nil {
		t.Fatal(err)
	}
	if want == string(data) {
		return
	}
	if os.Getenv("UPDATE_TOC") != "" {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Log("README.md: table of contents regenerated")
		return
	}
	toc, _ := TOC(string(data))
	t.Errorf("README.md's table of contents is not its headings'; run UPDATE_TOC=1 go test -run TestReadmeTOC ./internal/harness/doccheck, or write:\n%s", toc)
}

// The readers on small documents: what GitHub would render.
func TestReaders(t *testing.T) {
	doc := "# Top\n\n<!-- toc: generated from the headings -->\n## Contents\n<!-- /toc -->\n\n" +
		"## Update `confirm-deposit`\n\n```sh\n## not a heading [x](nowhere.md)\n```\n\n" +
		"### Identities (never interchangeable)\n\nSee [the API](docs/api.md#swap-api), ![img](img/a.png), " +
		"`[code](not-a-link.md)`, [web](https://example.com/x) and [here](#top).\n\n## Top\n\n#### Deep\n\n" +
		"## A — b: c/d, é\n\n[ref]: other.md#x\n"
	hs := Headings(doc)
	var anchors []string
	for _, h := range hs {
		anchors = append(anchors, h.Anchor)
	}
	want := []string{"top", "contents", "update-confirm-deposit", "identities-never-interchangeable", "top-1", "deep", "a--b-cd-é"}
	if strings.Join(anchors, " ") != strings.Join(want, " ") {
		t.Errorf("anchors %q, want %q", anchors, want)
	}
	var targets []string
	for _, l := range Links(doc) {
		if Relative(l.Target) {
			targets = append(targets, l.Target)
		}
	}
	if got := strings.Join(targets, " "); got != "docs/api.md#swap-api img/a.png #top other.md#x" {
		t.Errorf("relative targets %q", got)
	}
	toc, err := TOC(doc)
	if err != nil {
		t.Fatal(err)
	}
	wantTOC := "## Contents\n\n- [Update `confirm-deposit`](#update-confirm-deposit)\n  - [Identities (never interchangeable)](#identities-never-interchangeable)\n" +
		"- [Top](#top-1)\n- [A — b: c/d, é](#a--b-cd-é)\n"
	if toc != wantTOC {
		t.Errorf("TOC:\n%s\nwant:\n%s", toc, wantTOC)
	}
	if _, err := TOC("# no block\n"); err == nil {
		t.Error("a document without the markers has no TOC")
	}
}
