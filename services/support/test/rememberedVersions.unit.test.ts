import t from 'tap'
import { MemoryCheckpointStore, type CheckpointStore } from '@arena/bus'
import { rememberedVersions } from '../src/index'

t.test('the worker reads each stream\'s handled version once, then keeps what it saves itself', async t => {
  const stored = new MemoryCheckpointStore()
  await stored.save('support.notifications:account-c1-u1', 4)
  const loads: string[] = []
  const counted: CheckpointStore = { load: name => (loads.push(name), stored.load(name)), save: (name, version) => stored.save(name, version) }
  const versions = rememberedVersions(counted)
  t.equal(await versions.load('support.notifications:account-c1-u1'), 4)
  for (let version = 5; version <= 50; version++) {
    t.equal(await versions.load('support.notifications:account-c1-u1'), version - 1)
    await versions.save('support.notifications:account-c1-u1', version)
  }
  t.same(loads, ['support.notifications:account-c1-u1'], 'forty-six fills, one version read')
  t.equal(await stored.load('support.notifications:account-c1-u1'), 50, 'every mark was written through')
  t.equal(await versions.load('support.notifications:wallet-u1'), 0, 'a stream never handled')
})
