import t from 'tap'
import { sleep } from '../http'
import { runLoad } from '../load'
import { killReplica, type ReplicaFault } from '../replicas'
import { assertConsistent, engines, smallLoad } from './loadHarness'

t.setTimeout(420_000)

t.test('with two edges (players alternating between them) and two matching and two leaderboard workers, kill -9 of one of each during trading: the other takes its accounts over within 30 s, and nothing is lost or applied twice', engines(), async t => {
  const faults: ReplicaFault[] = []
  const report = await runLoad(smallLoad({
    players: 40,
    seconds: 60,
    replicas: 2,
    during: async run => {
      await sleep(5_000)
      faults.push(await killReplica(run, 'matching-2', 'matching.fills'))
      faults.push(await killReplica(run, 'leaderboard-2', 'leaderboard.boards'))
    },
  }))
  console.error(`# ${JSON.stringify({ faults, orders: report.orders, checked: report.checked, cpu: report.cpu.trading })}`)
  t.same(faults.map(f => f.fault), ['kill -9 matching-2', 'kill -9 leaderboard-2'], 'one replica of each was killed and came back')
  for (const fault of faults) t.ok(fault.takeoverSeconds < 30, `${fault.group}: every partition moved to the member left in ${fault.takeoverSeconds} s`)
  assertConsistent(t, report)
})
