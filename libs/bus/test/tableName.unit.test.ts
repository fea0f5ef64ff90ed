import t from 'tap'
import { tableName } from '../src/postgres/tableName'

t.test('a plain group name becomes the table name as it is', async (t) => {
  t.equal(tableName('processed', 'wallet_deposits'), 'processed_wallet_deposits')
})

t.test('a group name with other characters is cleaned and made unique by a hash', async (t) => {
  const dotted = tableName('processed', 'wallet.deposits')
  const underscored = tableName('processed', 'wallet_deposits')
  t.match(dotted, /^processed_wallet_deposits_[0-9a-f]{10}$/)
  t.not(dotted, underscored, 'names that clean up alike still get different tables')
})

t.test('a long group name is cut to fit PostgreSQL identifiers and stays distinct', async (t) => {
  const a = tableName('processed', `${'x'.repeat(80)}a`)
  const b = tableName('processed', `${'x'.repeat(80)}b`)
  t.ok(a.length <= 63 && b.length <= 63, 'at most 63 characters')
  t.not(a, b)
})
