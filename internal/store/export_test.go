package store

// MigrationsFS lets the external tests drive goose over the embedded
// migrations step by step (a migration tested against the rows before it).
var MigrationsFS = migrationsFS
