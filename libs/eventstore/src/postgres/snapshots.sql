-- The snapshot table's DDL, shown for the schema "eventstore" (PostgresSnapshotStore.ts puts the name in).
-- It sits beside the events it is folded from, so dropping a schema drops both together and a
-- snapshot can never outlive its stream's events. Every statement is idempotent.
--
-- One row per stream and fold version: the newest state a service wrote down. The state is the
-- JSON text the service's codec made (text, not jsonb: it is read back whole and parsed in the
-- service, so PostgreSQL need not parse and re-encode states of megabytes on every save).

CREATE SCHEMA IF NOT EXISTS eventstore;

CREATE TABLE IF NOT EXISTS eventstore.snapshots (
  stream       text        NOT NULL,
  fold_version text        NOT NULL,
  version      integer     NOT NULL CHECK (version > 0),
  state        text        NOT NULL,
  saved_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream, fold_version)
);
