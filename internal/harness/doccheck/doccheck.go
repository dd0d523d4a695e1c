// Package doccheck reads the repository's markdown as GitHub renders it: the
// headings and their anchors, the relative links, and the README's table of
// contents, which is generated from its headings. Its tests keep README.md
// and docs/*.md free of dead links and the table of contents current.
package doccheck

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// Heading is a markdown heading outside code blocks.
type Heading struct {
	Level  int
	Text   string // as written, inline code and all
	Anchor string // GitHub's anchor for it, duplicates numbered
	Line   int    // 1-based
}

// Link is a link or image target outside code.
type Link struct {
	Target string
	Line   int
}

var (
	headingRE = regexp.MustCompile(`^(#{1,6})\s+(.*?)\s*#*\s*$`)
	inlineRE  = regexp.MustCompile(`!?\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)`)
	refDefRE  = regexp.MustCompile(`^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$`)
	codeRE    = regexp.MustCompile("`+[^`]*`+")
	htmlIDRE  = regexp.MustCompile(`<a\s+(?:id|name)="([^"]+)"`)
	linkTxtRE = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
)

// lines calls f for each line outside fenced code blocks.
func lines(doc string, f func(n int, line string)) {
	fence := ""
	for i, line := range strings.Split(doc, "\n") {
		t := strings.TrimLeft(line, " ")
		if fence == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")) {
			fence = t[:3]
			continue
		}
		if fence != "" {
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			continue
		}
		f(i+1, line)
	}
}

// Headings are the document's headings with their anchors.
func Headings(doc string) []Heading {
	var out []Heading
	seen := map[string]int{}
	lines(doc, func(n int, line string) {
		m := headingRE.FindStringSubmatch(line)
		if m == nil {
			return
		}
		slug := Slug(m[2])
		a := slug
		if k := seen[slug]; k > 0 {
			a = fmt.Sprintf("%s-%d", slug, k)
		}
		seen[slug]++
		out = append(out, Heading{Level: len(m[1]), Text: m[2], Anchor: a, Line: n})
	})
	return out
}

// Anchors are every anchor a link may name in the document: its headings'
// and explicit <a id> / <a name> ones.
func Anchors(doc string) map[string]bool {
	out := map[string]bool{}
	for _, h := range Headings(doc) {
		out[h.Anchor] = true
	}
	for _, m := range htmlIDRE.FindAllStringSubmatch(doc, -1) {
		out[m[1]] = true
	}
	return out
}

// Slug is GitHub's anchor for a heading's text: the rendered text lower
// cased, everything but letters, digits, '_', '-' and spaces dropped, spaces
// turned into '-'.
func Slug(text string) string {
	text = linkTxtRE.ReplaceAllString(text, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		switch {
		case unicode.IsLetter(r), unicode.IsDigit(r), unicode.Is(unicode.Mn, r), r == '_', r == '-':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// Links are the document's link and image targets outside code.
func Links(doc string) []Link {
	var out []Link
	lines(doc, func(n int, line string) {
		line = codeRE.ReplaceAllString(line, "")
		for _, m := range inlineRE.FindAllStringSubmatch(line, -1) {
			out = append(out, Link{Target: m[2], Line: n})
			// A link's text may hold an image or a link of its own.
			for _, in := range inlineRE.FindAllStringSubmatch(m[1], -1) {
				out = append(out, Link{Target: in[2], Line: n})
			}
		}
		if m := refDefRE.FindStringSubmatch(line); m != nil {
			out = append(out, Link{Target: m[1], Line: n})
		}
	})
	return out
}

// Relative: a target inside the repository (not a URL or mail address).
func Relative(target string) bool {
	if target == "" {
		return false
	}
	if i := strings.Index(target, ":"); i > 0 && !strings.ContainsAny(target[:i], "/#.") {
		return false // scheme: http:, https:, mailto:, …
	}
	return true
}

// TOC markers: the README's table of contents is what lies between them.
const (
	TOCStart = "<!-- toc: generated from the headings -->"
	TOCEnd   = "<!-- /toc -->"
)

// TOC is the table of contents of the document's headings of levels 2 and
// 3 after the TOC block (the block's own "Contents" heading excluded).
func TOC(doc string) (string, error) {
	start, end := strings.Index(doc, TOCStart), strings.Index(doc, TOCEnd)
	if start < 0 || end < start {
		return "", fmt.Errorf("no %s … %s block", TOCStart, TOCEnd)
	}
	after := strings.Count(doc[:end], "\n") + 1
	var b strings.Builder
	b.WriteString("## Contents\n\n")
	for _, h := range Headings(doc) {
		if h.Line <= after || h.Level < 2 || h.Level > 3 {
			continue
		}
		fmt.Fprintf(&b, "%s- [%s](#%s)\n", strings.Repeat("  ", h.Level-2), h.Text, h.Anchor)
	}
	return b.String(), nil
}

// WithTOC is the document with its TOC block regenerated.
func WithTOC(doc string) (string, error) {
	toc, err := TOC(doc)
	if err != nil {
		return "", err
	}
	start, end := strings.Index(doc, TOCStart), strings.Index(doc, TOCEnd)
	return doc[:start] + TOCStart + "\n" + toc + doc[end:], nil
}
