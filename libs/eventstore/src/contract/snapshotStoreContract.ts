import type { Test } from 'tap'
import type { SnapshotStore } from '../snapshotStore'
import { newStream } from './fixtures'

/** What the snapshot contract suite needs from an adapter's test setup. */
export interface SnapshotStoreFixture {
  store: SnapshotStore
  /** A new store over the same data, as after a process restart. */
  reopen(): Promise<SnapshotStore>
  /** Closes what it opened and deletes the data. */
  cleanup(): Promise<void>
}

export type SnapshotStoreFactory = () => Promise<SnapshotStoreFixture>

/** Money as the services keep it in states: decimal strings, which must come back digit for digit. */
const walletState = (cash: string) => ({ wallets: { cash, winning: '0.10', reward: '1e-2' }, processed: ['c-1', 'c-2'], deposits: [['d-1', { amount: '100.00', approvals: [] }]], note: null })

/**
 * The behaviour every SnapshotStore adapter must show. Each test uses streams of its own, so the
 * suite also holds against a server other tests write to.
 */
export function snapshotStoreContract(t: Test, factory: SnapshotStoreFactory): void {
  const withStore = (name: string, body: (t: Test, f: SnapshotStoreFixture) => Promise<void>) =>
    t.test(name, async t => {
      const fixture = await factory()
      t.teardown(() => fixture.cleanup())
      await body(t, fixture)
    })

  withStore('a saved snapshot loads back as it was saved, also after a restart', async (t, { store, reopen }) => {
    const stream = newStream()
    const state = walletState('12345678901234567890.12')
    await store.save({ stream, version: 7, foldVersion: 'wallet-1', state })
    t.same(await store.load(stream, 'wallet-1'), { stream, version: 7, foldVersion: 'wallet-1', state })
    t.same(await (await reopen()).load(stream, 'wallet-1'), { stream, version: 7, foldVersion: 'wallet-1', state }, 'kept across a restart')
  })

  withStore('a state of megabytes (a read model checkpoint) loads back whole, and the store answers on after it', async (t, { store }) => {
    const stream = newStream()
    const state = { rows: Array.from({ length: 40_000 }, (_, i) => ({ id: `user-${i}`, balance: `${i}.50`, name: 'n'.repeat(20) })) }
    await store.save({ stream, version: 3, foldVersion: 'wallet-1', state })
    const loads = await Promise.all([store.load(stream, 'wallet-1'), store.load(stream, 'wallet-1')])
    for (const loaded of loads) t.same(loaded, { stream, version: 3, foldVersion: 'wallet-1', state })
    const small = newStream()
    await store.save({ stream: small, version: 1, foldVersion: 'wallet-1', state: walletState('1.00') })
    t.same((await store.load(small, 'wallet-1'))?.state, walletState('1.00'))
  })

  withStore('a stream without a snapshot loads as undefined', async (t, { store }) => {
    t.equal(await store.load(newStream(), 'wallet-1'), undefined)
  })

  withStore('the loaded state is a copy: changing it changes nothing stored', async (t, { store }) => {
    const stream = newStream()
    const state = walletState('5.00')
    await store.save({ stream, version: 1, foldVersion: 'wallet-1', state })
    state.wallets.cash = '999.00'
    const loaded = (await store.load(stream, 'wallet-1'))!.state as ReturnType<typeof walletState>
    t.equal(loaded.wallets.cash, '5.00', 'saving kept the state as it was then')
    loaded.processed.push('c-3')
    t.same(((await store.load(stream, 'wallet-1'))!.state as ReturnType<typeof walletState>).processed, ['c-1', 'c-2'])
  })

  withStore('a newer snapshot replaces an older one; an older or equal one changes nothing', async (t, { store }) => {
    const stream = newStream()
    await store.save({ stream, version: 100, foldVersion: 'wallet-1', state: walletState('1.00') })
    await store.save({ stream, version: 200, foldVersion: 'wallet-1', state: walletState('2.00') })
    await store.save({ stream, version: 150, foldVersion: 'wallet-1', state: walletState('1.50') })
    await store.save({ stream, version: 200, foldVersion: 'wallet-1', state: walletState('9.99') })
    t.same(await store.load(stream, 'wallet-1'), { stream, version: 200, foldVersion: 'wallet-1', state: walletState('2.00') })
  })

  withStore('racing saves keep the highest version', async (t, { store }) => {
    const stream = newStream()
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.save({ stream, version: i + 1, foldVersion: 'wallet-1', state: walletState(`${i + 1}.00`) })))
    t.same(await store.load(stream, 'wallet-1'), { stream, version: 20, foldVersion: 'wallet-1', state: walletState('20.00') })
  })

  withStore('each fold version keeps its own snapshot: another fold version never reads it', async (t, { store }) => {
    const stream = newStream()
    await store.save({ stream, version: 300, foldVersion: 'wallet-1', state: walletState('3.00') })
    t.equal(await store.load(stream, 'wallet-2'), undefined)
    await store.save({ stream, version: 10, foldVersion: 'wallet-2', state: walletState('0.10') })
    t.equal((await store.load(stream, 'wallet-2'))?.version, 10, 'a lower version under a new fold is kept')
    t.equal((await store.load(stream, 'wallet-1'))?.version, 300, 'the old fold version is left alone')
  })

  withStore('streams are kept apart', async (t, { store }) => {
    const [one, two] = [newStream(), newStream()]
    await store.save({ stream: one, version: 5, foldVersion: 'wallet-1', state: walletState('5.00') })
    await store.save({ stream: two, version: 3, foldVersion: 'wallet-1', state: walletState('3.00') })
    t.equal((await store.load(one, 'wallet-1'))?.version, 5)
    t.equal((await store.load(two, 'wallet-1'))?.version, 3)
  })

  withStore('discard drops the snapshot only while it is still the one at that version', async (t, { store }) => {
    const stream = newStream()
    await store.save({ stream, version: 50, foldVersion: 'wallet-1', state: walletState('5.00') })
    await store.discard(stream, 'wallet-1', 40)
    t.equal((await store.load(stream, 'wallet-1'))?.version, 50, 'a newer snapshot than the one found bad stays')
    await store.discard(stream, 'wallet-1', 50)
    t.equal(await store.load(stream, 'wallet-1'), undefined)
    await store.save({ stream, version: 20, foldVersion: 'wallet-1', state: walletState('2.00') })
    t.equal((await store.load(stream, 'wallet-1'))?.version, 20, 'a lower version may be saved after a discard')
  })

  withStore('what no store can keep is refused and nothing is written', async (t, { store }) => {
    const stream = newStream()
    await t.rejects(store.save({ stream, version: 0, foldVersion: 'wallet-1', state: {} }), RangeError)
    await t.rejects(store.save({ stream, version: 1.5, foldVersion: 'wallet-1', state: {} }), RangeError)
    await t.rejects(store.save({ stream, version: 1, foldVersion: '', state: {} }), RangeError)
    await t.rejects(store.save({ stream, version: 1, foldVersion: 'wallet-1', state: undefined }), TypeError)
    t.equal(await store.load(stream, 'wallet-1'), undefined)
  })
}
