import { contestPushEvents as e, contestTopic, type ContestTimerDto } from '@arena/contracts'
import type { PushHub } from '@arena/service-kit'
import { contestDto } from '../readModel/contestDto'
import { contestList, contestRows, dashboardTotals } from '../readModel/contestLists'
import type { ContestsView, ViewChanges } from '../readModel/contestsView'
import { timerParts } from '../readModel/indiaTime'

/**
 * Tells browsers what changed, under the spec's event names. Public lists go to everyone with
 * the caller-specific fields at their defaults (currentStatus INACTIVE, playNow no); each
 * player's own contests come to them alone as `myContestList`. Phase changes send the timeOut
 * events that make the screens reload their lists.
 */
export function pushChanges(push: PushHub, view: ContestsView, changes: ViewChanges): void {
  if (changes.contests.size > 0) {
    push.toAll({ event: e.totals, data: dashboardTotals(view) })
    push.toAll({ event: e.live, data: contestList(view, 'live') })
    push.toAll({ event: e.upcoming, data: contestList(view, 'upcoming') })
    push.toAll({ event: e.past, data: contestList(view, 'past') })
    const [live] = contestRows(view, 'live')
    const [upcoming] = contestRows(view, 'upcoming')
    push.toAll({ event: e.liveDashboard, data: live ? contestDto(live, undefined) : null })
    push.toAll({ event: e.upcomingDashboard, data: upcoming ? contestDto(upcoming, undefined) : null })
  }
  for (const userId of changes.users) push.toUser(userId, { event: e.mine, data: contestList(view, 'my', userId) })
  for (const { contestId, phase } of changes.phases) {
    // A private contest's news goes only to those who may see it, never to everyone.
    const toSeers = audience(push, view, contestId)
    if (phase === 'live') toSeers({ event: e.timeOutUpcoming, data: { contestId } })
    if (phase === 'ended') {
      toSeers({ event: e.timeOutLive, data: { contestId } })
      push.toTopic(contestTopic(contestId), { event: e.timeOutLive, data: { contestId } })
    }
    if (phase === 'settled' || phase === 'cancelled') {
      const data = { contestId, contestStatus: phase === 'settled' ? 'Complete' : 'Cancelled' }
      toSeers({ event: e.flag, data })
      push.toTopic(contestTopic(contestId), { event: e.flag, data })
    }
  }
}

type Push = Parameters<PushHub['toAll']>[0]

/** Everyone for a public contest; for a private one its creator, players and invitees, one by one. */
function audience(push: PushHub, view: ContestsView, contestId: string): (message: Push) => void {
  const state = view.get(contestId)?.state
  if (!state || state.joinCode === undefined) return message => push.toAll(message)
  const users = new Set([state.createdBy, ...state.invited, ...state.players.keys(), ...state.holds.keys()])
  return message => {
    for (const userId of users) push.toUser(userId, message)
  }
}

/** Every second: the server time, and the countdowns of live (to end) and upcoming (to start) contests. */
export function pushClock(push: PushHub, view: ContestsView, now: Date): void {
  push.toAll({ event: e.serverTime, data: { serverTime: now.toISOString() } })
  const timer = (contestId: string, target: string): ContestTimerDto => ({ contestId, ...timerParts(target, now) })
  const live = contestRows(view, 'live').map(r => timer(r.state.contestId, r.state.terms!.endAt))
  push.toAll({ event: e.serverTimeLive, data: { serverTime: now.toISOString(), timers: live } })
  const upcoming = contestRows(view, 'upcoming').map(r => timer(r.state.contestId, r.state.terms!.startAt))
  push.toAll({ event: e.serverTimeUpcoming, data: { serverTime: now.toISOString(), timers: upcoming } })
  // Every live contest's own topic, private ones included: only those who know its id follow it.
  for (const r of contestRows(view, 'live', undefined, true)) push.toTopic(contestTopic(r.state.contestId), { event: e.timer, data: timer(r.state.contestId, r.state.terms!.endAt) })
}
