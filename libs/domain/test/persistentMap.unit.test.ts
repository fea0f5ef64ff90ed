import t from 'tap'
import fc from 'fast-check'
import { PersistentMap } from '../src/persistentMap'

/** Everything a reader can see of a map: size, order of entries, each key's value and presence. */
const seen = (map: ReadonlyMap<string, number>, probes: string[]) => ({
  size: map.size,
  entries: [...map.entries()],
  keys: [...map.keys()],
  values: [...map.values()],
  spread: [...map],
  forEach: (() => {
    const out: [string, number][] = []
    map.forEach((value, key) => out.push([key, value]))
    return out
  })(),
  probes: probes.map(key => [map.has(key), map.get(key)]),
})

t.test('a PersistentMap reads exactly as a Map given the same sets, and every earlier version stays as it was', async t => {
  const key = fc.integer({ min: 0, max: 400 }).map(n => `o${n}`)
  fc.assert(
    fc.property(fc.array(fc.tuple(key, fc.integer()), { maxLength: 1500 }), fc.array(key, { maxLength: 20 }), (sets, probes) => {
      let persistent = PersistentMap.empty<number>()
      const versions: { map: PersistentMap<number>; copy: Map<string, number> }[] = []
      const plain = new Map<string, number>()
      for (const [k, v] of sets) {
        persistent = persistent.set(k, v)
        plain.set(k, v)
        if (versions.length < 50) versions.push({ map: persistent, copy: new Map(plain) })
      }
      t.same(seen(persistent, probes), seen(plain, probes))
      for (const { map, copy } of versions) t.same(seen(map, probes), seen(copy, probes), 'an older version is unchanged')
    }),
    { numRuns: 60 },
  )
})

t.test('setting a key again keeps its place, before and after the recent changes are folded in', async t => {
  let map = PersistentMap.empty<string>()
  for (let i = 0; i < 1000; i++) map = map.set(`o${i}`, 'pending')
  const changed = map.set('o3', 'cancelled').set('o999', 'success')
  t.equal(changed.size, 1000)
  t.same([...changed.keys()].slice(0, 5), ['o0', 'o1', 'o2', 'o3', 'o4'])
  t.equal(changed.get('o3'), 'cancelled')
  t.equal(map.get('o3'), 'pending', 'the map it came from still says pending')
  t.equal([...changed.values()].at(-1), 'success')
})

t.test('update changes a present key in place and leaves an absent one alone, the map it came from unchanged', async t => {
  let map = PersistentMap.empty<string>()
  for (let i = 0; i < 300; i++) map = map.set(`o${i}`, 'pending')
  const updated = map.update('o7', value => `${value}, then filled`)
  t.equal(updated.get('o7'), 'pending, then filled')
  t.equal(map.get('o7'), 'pending', 'the earlier version is as it was')
  t.same([...updated.keys()], [...map.keys()], 'the key keeps its place')
  t.equal(map.update('absent', () => 'made up'), map, 'an absent key gives the same map back')
})

t.test('versions branched from older ones, read in any order, each read as the Map built by its own sets', async t => {
  const key = fc.integer({ min: 0, max: 60 }).map(n => `o${n}`)
  // Each step sets a key on some earlier version (a retried decision, a fold from a snapshot),
  // then reads one version: every read must see exactly that version's entries in its order.
  const step = fc.record({ from: fc.nat(), key, value: fc.integer(), read: fc.nat() })
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 300 }), fc.array(key, { maxLength: 10 }), (steps, probes) => {
      const versions: { map: PersistentMap<number>; copy: Map<string, number> }[] = [{ map: PersistentMap.empty(), copy: new Map() }]
      for (const { from, key, value, read } of steps) {
        const base = versions[from % versions.length]!
        versions.push({ map: base.map.set(key, value), copy: new Map(base.copy).set(key, value) })
        const probe = versions[read % versions.length]!
        t.same(seen(probe.map, probes), seen(probe.copy, probes))
      }
      for (const { map, copy } of versions) t.same(seen(map, probes), seen(copy, probes), 'every version, read again at the end')
    }),
    { numRuns: 60 },
  )
})

t.test('iterating a version while setting keys on it sees the version as it was when the iteration began', async t => {
  let map = PersistentMap.empty<number>()
  for (let i = 0; i < 5; i++) map = map.set(`o${i}`, i)
  const visited: string[] = []
  let grown = map
  for (const [key] of map) {
    visited.push(key)
    grown = grown.set(`${key}-again`, 0)
  }
  t.same(visited, ['o0', 'o1', 'o2', 'o3', 'o4'])
  t.equal(grown.size, 10)
  t.same([...map.keys()], visited, 'the version iterated is unchanged')
})

t.test('two folds that start from the shared empty map keep apart', async t => {
  let first = PersistentMap.empty<string>()
  let second = PersistentMap.empty<string>()
  for (let i = 0; i < 100; i++) {
    first = first.set(`a${i}`, 'first')
    second = second.set(`b${i}`, 'second')
  }
  t.same([...first.keys()], Array.from({ length: 100 }, (_, i) => `a${i}`))
  t.same([...second.keys()], Array.from({ length: 100 }, (_, i) => `b${i}`))
  t.equal(PersistentMap.empty<string>().size, 0)
  t.same([...PersistentMap.empty<string>()], [], 'the empty map is still empty')
})
