// Package kmsdrivers links the key management services that can seal
// merchants' webhook secrets (store.MerchantSecretsKeeperEnv): AWS KMS
// (awskms://), Google Cloud KMS (gcpkms://), Azure Key Vault
// (azurekeyvault://) and HashiCorp Vault's transit engine (hashivault://),
// through gocloud.dev/secrets. Only the binaries import it (worker,
// starter): the packages and their tests need none of these SDKs.
package kmsdrivers

import (
	_ "gocloud.dev/secrets/awskms"
	_ "gocloud.dev/secrets/azurekeyvault"
	_ "gocloud.dev/secrets/gcpkms"
	_ "gocloud.dev/secrets/hashivault"
)
