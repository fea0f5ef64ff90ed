// Summarises V8 heap snapshots by constructor (self size and count), for the fanout bench's
// --heap-snapshot files: `node scripts/bench/fanoutHeapTop.mjs ours.heapsnapshot [bare.heapsnapshot] [--per 2000] [--top 30]`.
// With two files it prints the difference (first minus second), divided by --per (connections).
import { readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const flag = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback)
const files = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'))
const per = flag('per', 1)
const top = flag('top', 30)

function summarise(file) {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8'))
  const fields = snapshot.meta.node_fields
  const types = snapshot.meta.node_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map(f => fields.indexOf(f))
  const byKey = new Map()
  let total = 0
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]]
    // Strings and code are grouped by type; objects and closures by constructor or function name.
    const name = ['object', 'closure', 'native', 'hidden', 'object shape', 'array'].includes(type) ? `${type} ${strings[nodes[i + nameAt]]}`.slice(0, 90) : type
    const entry = byKey.get(name) ?? { count: 0, size: 0 }
    entry.count++
    entry.size += nodes[i + sizeAt]
    total += nodes[i + sizeAt]
    byKey.set(name, entry)
  }
  return { byKey, total }
}

const [a, b] = files.map(summarise)
const keys = new Set([...a.byKey.keys(), ...(b ? b.byKey.keys() : [])])
const rows = [...keys].map(key => {
  const x = a.byKey.get(key) ?? { count: 0, size: 0 }
  const y = b?.byKey.get(key) ?? { count: 0, size: 0 }
  return { key, count: (x.count - y.count) / per, bytes: (x.size - y.size) / per }
}).sort((p, q) => Math.abs(q.bytes) - Math.abs(p.bytes))
console.log(`total self size${b ? ' difference' : ''} per ${per}: ${Math.round((a.total - (b?.total ?? 0)) / per)} bytes`)
for (const row of rows.slice(0, top)) console.log(`${row.bytes.toFixed(1).padStart(10)} B ${row.count.toFixed(2).padStart(8)} x  ${row.key}`)
