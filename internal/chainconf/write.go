package chainconf

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// WriteVault records a deployment in the chains file at path: chain name's
// vault address, version, startBlock, startBlockHash and timelock. The YAML
// is edited in place — every other key and comment stays — and replaced
// atomically, so a crash leaves the old file or the new one.
func WriteVault(path, name string, v Vault) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("chains file: %w", err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return fmt.Errorf("chains file %s: yaml: %w", path, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return fmt.Errorf("chains file %s: empty", path)
	}
	chains := mapValue(doc.Content[0], "chains")
	if chains == nil || chains.Kind != yaml.SequenceNode {
		return fmt.Errorf("chains file %s: no chains list", path)
	}
	var entry *yaml.Node
	for _, c := range chains.Content {
		if n := mapValue(c, "name"); n != nil && n.Value == name {
			entry = c
		}
	}
	if entry == nil {
		return fmt.Errorf("chains file %s: no chain named %q", path, name)
	}
	vault := mapValue(entry, "vault")
	if vault == nil {
		vault = &yaml.Node{Kind: yaml.MappingNode}
		entry.Content = append(entry.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "vault"}, vault)
	}
	if vault.Kind != yaml.MappingNode {
		return fmt.Errorf("chains file %s: chains.%s.vault is not a mapping", path, name)
	}
	vault.Style = 0 // block style: one key per line
	set := func(key, value string, tag string) {
		if n := mapValue(vault, key); n != nil {
			n.Kind, n.Value, n.Tag, n.Style = yaml.ScalarNode, value, tag, 0
			return
		}
		vault.Content = append(vault.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key},
			&yaml.Node{Kind: yaml.ScalarNode, Value: value, Tag: tag})
	}
	set("address", v.Address, "!!str")
	set("version", v.Version, "!!str")
	set("startBlock", strconv.FormatUint(v.StartBlock, 10), "!!int")
	if v.StartBlockHash != "" {
		set("startBlockHash", v.StartBlockHash, "!!str")
	}
	if v.Timelock != "" {
		set("timelock", v.Timelock, "!!str")
	}
	if v.DepositFactory != "" {
		set("depositFactory", v.DepositFactory, "!!str")
	}
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".chains-*.yaml")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(out.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if fi, err := os.Stat(path); err == nil {
		_ = os.Chmod(tmp.Name(), fi.Mode().Perm())
	}
	return os.Rename(tmp.Name(), path)
}

// mapValue is the value node of key in mapping m, or nil.
func mapValue(m *yaml.Node, key string) *yaml.Node {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}
