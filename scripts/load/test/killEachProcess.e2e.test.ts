import t from 'tap'
import { processNames } from '../cluster'
import { crash, type FaultRecord } from '../faults'
import { runLoad } from '../load'
import { assertConsistent, engines, smallLoad } from './loadHarness'

t.setTimeout(420_000)

t.test('kill -9 of each process in turn during the load loses nothing and applies nothing twice', engines(), async t => {
  const faults: FaultRecord[] = []
  const report = await runLoad(smallLoad({
    players: 40,
    seconds: 75,
    // Each process dies once, in turn, while players trade and late players sign up, pay and join.
    during: async run => {
      for (const name of processNames) faults.push(await crash(run, name))
    },
  }))
  console.error(`# ${JSON.stringify({ faults, orders: report.orders, checked: report.checked, requests: report.requests })}`)
  t.same(faults.map(f => f.fault), processNames.map(name => `kill -9 ${name}`), 'every process was killed and came back')
  for (const fault of faults.filter(f => f.backgroundWhileDown !== undefined)) {
    t.equal(fault.backgroundWhileDown, 0, `${fault.fault}: no other process did its background work while it was down`)
  }
  assertConsistent(t, report)
})
