import t from 'tap'
import { leaderboardStoreContract } from '@arena/leaderboard/contract'
import { MemoryLeaderboardStore } from '../src/index'

leaderboardStoreContract(t, async () => ({ store: new MemoryLeaderboardStore(), cleanup: async () => {} }))
