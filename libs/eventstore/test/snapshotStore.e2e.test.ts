import t from 'tap'
import postgres from 'postgres'
import { needs } from '@arena/testing'
import { snapshotStoreContract } from '@arena/eventstore/contract'
import { PostgresSnapshotStore } from '../src/postgres/index'
import { databaseUrl, dropSchema, freshSchema } from './postgresFixture'

t.test('PostgresSnapshotStore honours the snapshot store contract', needs('postgres'), async t => {
  snapshotStoreContract(t, async () => {
    const schema = freshSchema()
    const pools: postgres.Sql[] = []
    const open = async () => {
      const sql = postgres(databaseUrl(), { max: 3, onnotice: () => {} })
      pools.push(sql)
      return PostgresSnapshotStore.open(sql, { schema })
    }
    return {
      store: await open(),
      reopen: open,
      cleanup: async () => {
        await Promise.all(pools.map(sql => sql.end()))
        await dropSchema(schema)
      },
    }
  })
})

t.test('the snapshot table is created by concurrent starts without error, beside an event store in the same schema', needs('postgres'), async t => {
  const schema = freshSchema()
  const sql = postgres(databaseUrl(), { max: 4, onnotice: () => {} })
  t.teardown(async () => {
    await sql.end()
    await dropSchema(schema)
  })
  const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresSnapshotStore.open(sql, { schema })))
  await stores[0]!.save({ stream: 'wallet-u1', version: 1, foldVersion: 'wallet-1', state: { cash: '1.00' } })
  t.same((await stores[3]!.load('wallet-u1', 'wallet-1'))?.state, { cash: '1.00' })
})
