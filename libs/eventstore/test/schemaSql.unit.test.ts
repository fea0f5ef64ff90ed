import { readFileSync } from 'node:fs'
import t from 'tap'
import { eventStoreDdl } from '../src/postgres/index'

const file = readFileSync(new URL('../src/postgres/schema.sql', import.meta.url), 'utf8')

t.test('schema.sql is what migrate() runs for the schema eventstore', async t => {
  t.equal(eventStoreDdl('eventstore'), file)
})

t.test('another schema gets every object of its own, and the one shared lock key', async t => {
  const ddl = eventStoreDdl('contest_log')
  t.notMatch(ddl.split('\n').filter(line => !line.startsWith('--')).join('\n'), /(?<!arena\.)eventstore/, 'no statement names the schema eventstore')
  t.match(ddl, 'CREATE SCHEMA IF NOT EXISTS contest_log;')
  t.match(ddl, 'CREATE TABLE IF NOT EXISTS contest_log.events (')
  t.match(ddl, 'FOR EACH STATEMENT EXECUTE FUNCTION contest_log.refuse_changes();')
  t.match(ddl, "hashtext('arena.eventstore')", 'appends in every schema lock under the same key (hashed with their schema name)')
  t.equal(ddl.match(/contest_log\./g)?.length, file.match(/(?<![\w.'"])eventstore\./g)?.length)
})

t.test('schema names that are not plain identifiers are refused', async t => {
  t.throws(() => eventStoreDdl('public; DROP TABLE x'), TypeError)
  t.throws(() => eventStoreDdl('Upper'), TypeError)
})
