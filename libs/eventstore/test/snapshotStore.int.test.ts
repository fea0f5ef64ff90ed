import t from 'tap'
import { snapshotStoreContract } from '@arena/eventstore/contract'
import { MemorySnapshotStore } from '../src/memory/index'

t.test('MemorySnapshotStore honours the snapshot store contract', async t => {
  snapshotStoreContract(t, async () => {
    const store = new MemorySnapshotStore()
    return { store, reopen: async () => store, cleanup: async () => {} }
  })
})
