-- The event store's DDL, shown for the schema "eventstore": the one source of it.
-- PostgresEventStore.migrate() runs this file for any schema name (libs/eventstore/src/postgres/schema.ts
-- puts the name in place of the schema below). Every statement is idempotent.
--
-- Ordering: a statement trigger takes a transaction-scoped advisory lock before any row gets a
-- position, so positions are handed out one transaction at a time and the lock is only released
-- after commit. A reader can then never see a position while a lower one is still uncommitted,
-- whoever writes (this adapter, a script, psql).

CREATE SCHEMA IF NOT EXISTS eventstore;

CREATE TABLE IF NOT EXISTS eventstore.events (
  position    bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream      text        NOT NULL,
  version     integer     NOT NULL CHECK (version > 0),
  id          uuid        NOT NULL UNIQUE,
  type        text        NOT NULL,
  data        jsonb       NOT NULL,
  metadata    jsonb       NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream, version)
);

CREATE OR REPLACE FUNCTION eventstore.serialise_appends() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('arena.eventstore'), hashtext(TG_TABLE_SCHEMA));
  RETURN NULL;
END $$;

-- The notice names the statement's highest position and the kinds (category/type) of its events,
-- so a process whose subscriptions read none of them moves past it without a query
-- (appendNotices.ts). A payload must stay under 8000 bytes: too many kinds say '*', "read it".
CREATE OR REPLACE FUNCTION eventstore.notify_appends() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head bigint;
  kinds text;
BEGIN
  SELECT max(position), string_agg(DISTINCT split_part(stream, '-', 1) || '/' || type, ',') INTO head, kinds FROM appended;
  IF head IS NULL THEN RETURN NULL; END IF;
  IF length(kinds) > 7000 THEN kinds := '*'; END IF;
  PERFORM pg_notify(TG_TABLE_SCHEMA || '.events', head || ' ' || kinds);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION eventstore.refuse_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % refused', TG_OP;
END $$;

CREATE OR REPLACE TRIGGER serialise_appends BEFORE INSERT ON eventstore.events
  FOR EACH STATEMENT EXECUTE FUNCTION eventstore.serialise_appends();

CREATE OR REPLACE TRIGGER notify_appends AFTER INSERT ON eventstore.events
  REFERENCING NEW TABLE AS appended
  FOR EACH STATEMENT EXECUTE FUNCTION eventstore.notify_appends();

CREATE OR REPLACE TRIGGER refuse_changes BEFORE UPDATE OR DELETE OR TRUNCATE ON eventstore.events
  FOR EACH STATEMENT EXECUTE FUNCTION eventstore.refuse_changes();
