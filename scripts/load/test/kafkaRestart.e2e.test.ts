import t from 'tap'
import { crashKafka, type FaultRecord } from '../faults'
import { sleep } from '../http'
import { runLoad } from '../load'
import { assertConsistent, engines, smallLoad } from './loadHarness'

t.setTimeout(300_000)

t.test('a Kafka broker killed and restarted during the load loses no event and applies none twice', engines(), async t => {
  const faults: FaultRecord[] = []
  const report = await runLoad(smallLoad({
    players: 40,
    seconds: 45,
    // A third of the way in: orders, sign-ups and seat payments (wallet requests over Kafka) are in flight.
    during: async run => {
      await sleep(Math.max(0, run.startAt + 12_000 - Date.now()))
      faults.push(await crashKafka(run))
    },
  }))
  console.error(`# ${JSON.stringify({ faults, orders: report.orders, checked: report.checked, requests: report.requests })}`)
  t.equal(faults.length, 1, 'the broker was killed once and came back')
  assertConsistent(t, report)
})
