-- +goose Up

-- What `starter scanner-audit` proves coverage from (issue 17 item 6),
-- written in the same transaction as the cursor.

-- The block ranges the scanner read, coalesced: a pass that continues the
-- last range extends its row, so a scanner that is never rewound keeps one
-- row. A rewind or a checkpoint cuts the rows back to the new cursor; a
-- forced checkpoint leaves the hole it skipped (scanners.skips names it).
-- A row may be empty (to_number = from_number - 1): the start of a scanner,
-- or what a rewind to just below a range leaves.
CREATE TABLE scanned_ranges (
    scanner_id  text   NOT NULL,
    from_number bigint NOT NULL CHECK (from_number >= 0),
    to_number   bigint NOT NULL,
    PRIMARY KEY (scanner_id, from_number),
    CHECK (to_number >= from_number - 1)
);

-- Each retained hash keeps its parent's, so the window can be proven one
-- hash chain from the database alone. NULL on rows written before, and on
-- the lowest row of a window (a start, a checkpoint), whose parent is not
-- needed.
ALTER TABLE block_hashes ADD COLUMN parent_hash text;

-- Every block holding an observation, as the scanner verified it canonical
-- (its header read at that height), kept below the retained window too: a
-- historical sync keeps no other record of those blocks.
CREATE TABLE canonical_blocks (
    scanner_id text   NOT NULL,
    number     bigint NOT NULL,
    hash       text   NOT NULL,
    PRIMARY KEY (scanner_id, number)
);
-- Observations written before were verified canonical by the pass that
-- wrote them, as every one is; two live ones at one height with different
-- hashes would keep only the first, and the audit names the other.
INSERT INTO canonical_blocks (scanner_id, number, hash)
SELECT scanner_id, block_number, block_hash FROM observations WHERE state IN ('tentative', 'final')
ON CONFLICT DO NOTHING;

-- +goose Down
DROP TABLE canonical_blocks;
ALTER TABLE block_hashes DROP COLUMN parent_hash;
DROP TABLE scanned_ranges;
