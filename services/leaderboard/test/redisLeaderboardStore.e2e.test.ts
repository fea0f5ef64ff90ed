import { randomUUID } from 'node:crypto'
import t from 'tap'
import { engineUrl, needs } from '@arena/testing'
import { leaderboardStoreContract } from '@arena/leaderboard/contract'
import { RedisLeaderboardStore } from '../src/index'
import { restartScenario } from './support/restartScenario'

/** A store on its own key prefix, and a cleanup that deletes every key under it. */
async function openRedis() {
  const prefix = `test:${randomUUID()}:`
  const store = await RedisLeaderboardStore.connect({ url: engineUrl('redis')!, prefix })
  return {
    store,
    async cleanup() {
      const keys = await store.redis.keys(`${prefix}*`)
      if (keys.length > 0) await store.redis.del(...keys)
      await store.close()
    },
  }
}

t.test('the Redis leaderboard store passes the store contract', needs('redis'), async t => {
  leaderboardStoreContract(t, openRedis)
})

t.test('on Redis, the projection stopped mid-contest and started again rebuilds the same ranking', needs('redis'), async t => {
  const { store, cleanup } = await openRedis()
  t.teardown(cleanup)
  await restartScenario(t, store)
})
