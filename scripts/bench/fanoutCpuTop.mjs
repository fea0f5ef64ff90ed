// Self time by function in a .cpuprofile (from the fanout bench's --cpu-profile 1, or node --cpu-prof):
//   node scripts/bench/fanoutCpuTop.mjs fanout-gateway.cpuprofile [--top 30]
import { readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 30
const profile = JSON.parse(readFileSync(args[0], 'utf8'))
const nodes = new Map(profile.nodes.map(node => [node.id, node]))
const self = new Map()
let total = 0
for (const [i, id] of profile.samples.entries()) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame
  const where = url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(services|libs|scripts)\//, '$1/')
  const key = `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`
  const us = profile.timeDeltas[i] ?? 0
  self.set(key, (self.get(key) ?? 0) + us)
  total += us
}
console.log(`${Math.round(total / 1000)} ms sampled`)
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`)
}
