// Verifies a contest's evidence bundle from the file alone (docs/verifying-a-contest.md): the hash
// chain, every fill, every portfolio, the ranking (5-order rule, shared ranks) and every prize,
// recomputed with the pure rules of libs/domain. Exit 0 with a summary, 1 naming the first line
// that does not hold, 2 on bad usage.
//   npx tsx scripts/verify-contest.ts <bundle.jsonl>
import { readFile } from 'node:fs/promises'
import { verifyBundle } from '@arena/contest'

const file = process.argv[2]
if (!file) {
  console.error('usage: verify-contest <bundle.jsonl>')
  process.exit(2)
}
let text: string
try {
  text = await readFile(file, 'utf8')
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`)
  process.exit(2)
}
const verdict = verifyBundle(text)
if (!verdict.ok) {
  console.error(`MISMATCH line ${verdict.line}: ${verdict.message}`)
  process.exit(1)
}
const s = verdict.summary
console.log(`OK contest ${s.contestId} (${s.form} bundle, ${s.lines} lines)`)
console.log(`${s.players} players, ${s.orders} orders, ${s.fills} fills, ${s.cancels} cancels, ${s.prices} prices; ${s.winners} winners paid ${s.paid} INR`)
if (s.fillsWithoutMarketPrice > 0) console.log(`${s.fillsWithoutMarketPrice} fills predate recorded market prices: their prices were checked, not the crossing`)
console.log(`last hash ${s.head}`)
