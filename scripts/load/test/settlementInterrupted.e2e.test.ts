import t from 'tap'
import { contestEvents, crash, whenContestEvent, type FaultRecord } from '../faults'
import { runLoad } from '../load'
import { assertConsistent, engines, smallLoad } from './loadHarness'

t.setTimeout(300_000)

t.test('settlement killed half way (kill -9 of the contest worker after the first PrizeAwarded) resumes and pays each winner once', engines(), async t => {
  let awardedAtKill = -1
  let fault: FaultRecord | undefined
  const report = await runLoad(smallLoad({
    players: 60,
    seconds: 25,
    late: 0,
    // Many prizes, so paying them takes long enough to be caught in the middle.
    prizeLevels: 50,
    afterEnd: async run => {
      await whenContestEvent(run, 'PrizeAwarded', 1, 120_000)
      fault = await crash(run, 'contest', 3_000, async () => {
        awardedAtKill = await contestEvents(run, 'PrizeAwarded')
      })
    },
  }))
  console.error(`# ${JSON.stringify({ awardedAtKill, fault, checked: report.checked })}`)
  t.ok(awardedAtKill >= 1, 'the contest worker was killed after a prize was awarded', { awardedAtKill })
  t.ok(awardedAtKill < (report.checked?.winners ?? 0), 'and before every prize was awarded', { awardedAtKill, winners: report.checked?.winners })
  t.equal(fault?.backgroundWhileDown, 0, 'no other process went on settling while the contest worker was down')
  assertConsistent(t, report)
})
