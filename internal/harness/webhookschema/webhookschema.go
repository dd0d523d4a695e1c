// Package webhookschema checks merchant webhook payloads against their JSON
// Schema (docs/schemas/webhook.schema.json, draft 2020-12), and the schema
// against its committed baseline (docs/schemas/baseline): payloads may only
// gain fields, so a change that removes or retypes one fails the tests.
package webhookschema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Path is the schema file under the repository, baseline its frozen copy.
func Path(baseline bool) string {
	_, file, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(file), "..", "..", "..", "docs", "schemas")
	if baseline {
		dir = filepath.Join(dir, "baseline")
	}
	return filepath.Join(dir, "webhook.schema.json")
}

// Schema validates payloads.
type Schema struct{ s *jsonschema.Schema }

// Load compiles the schema at path, asserting formats (date-time).
func Load(path string) (*Schema, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	if err := c.AddResource("webhook.schema.json", doc); err != nil {
		return nil, err
	}
	s, err := c.Compile("webhook.schema.json")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &Schema{s: s}, nil
}

// Validate checks one payload (a webhook body).
func (s *Schema) Validate(body []byte) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	return s.s.Validate(v)
}

// Incompatible lists what current breaks of baseline: a definition or a
// property removed, a property's type, format, pattern or const changed, a
// required field no longer required, an event type or status value gone.
// Additions are allowed: payloads only ever gain fields.
func Incompatible(baseline, current []byte) ([]string, error) {
	var b, c map[string]any
	if err := json.Unmarshal(baseline, &b); err != nil {
		return nil, fmt.Errorf("baseline: %w", err)
	}
	if err := json.Unmarshal(current, &c); err != nil {
		return nil, fmt.Errorf("current: %w", err)
	}
	var out []string
	bdefs, _ := b["$defs"].(map[string]any)
	cdefs, _ := c["$defs"].(map[string]any)
	for _, name := range sortedKeys(bdefs) {
		cd, ok := cdefs[name].(map[string]any)
		if !ok {
			out = append(out, fmt.Sprintf("$defs/%s: removed", name))
			continue
		}
		out = append(out, compareObject("$defs/"+name, bdefs[name].(map[string]any), cd)...)
	}
	for _, ref := range refs(b["oneOf"]) {
		if !slices.Contains(refs(c["oneOf"]), ref) {
			out = append(out, fmt.Sprintf("oneOf: %s is no longer a payload", ref))
		}
	}
	return out, nil
}

func compareObject(at string, b, c map[string]any) []string {
	var out []string
	for _, r := range strs(b["required"]) {
		if !slices.Contains(strs(c["required"]), r) {
			out = append(out, fmt.Sprintf("%s: %s is no longer required", at, r))
		}
	}
	bp, _ := b["properties"].(map[string]any)
	cp, _ := c["properties"].(map[string]any)
	for _, name := range sortedKeys(bp) {
		bprop, _ := bp[name].(map[string]any)
		cprop, ok := cp[name].(map[string]any)
		if !ok {
			out = append(out, fmt.Sprintf("%s: property %s removed", at, name))
			continue
		}
		for _, k := range []string{"type", "format", "pattern", "const", "$ref"} {
			if bv, ok := bprop[k]; ok && fmt.Sprint(bv) != fmt.Sprint(cprop[k]) {
				out = append(out, fmt.Sprintf("%s: property %s: %s was %v, is %v", at, name, k, bv, cprop[k]))
			}
		}
		for _, v := range strs(bprop["enum"]) {
			if _, has := cprop["enum"]; has && !slices.Contains(strs(cprop["enum"]), v) {
				out = append(out, fmt.Sprintf("%s: property %s: value %q removed", at, name, v))
			}
		}
		if bprop["properties"] != nil {
			out = append(out, compareObject(at+"/"+name, bprop, cprop)...)
		}
	}
	if ball, call := refs(b["allOf"]), refs(c["allOf"]); !isSubset(ball, call) {
		out = append(out, fmt.Sprintf("%s: allOf %v became %v", at, ball, call))
	}
	return out
}

func refs(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, x := range list {
		if m, ok := x.(map[string]any); ok {
			if r, ok := m["$ref"].(string); ok {
				out = append(out, r)
			}
		}
	}
	return out
}

func strs(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func isSubset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
