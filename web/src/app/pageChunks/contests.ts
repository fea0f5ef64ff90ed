// Contest lists and a contest's details.
export { ContestPage } from '../../features/contest/ContestPage'
export { ContestDetailPage } from '../../features/contest/ContestDetailPage'
export { ContestReplayPage } from '../../features/replay/ContestReplayPage'
export { JoinByCodePage } from '../../features/contest/PrivateContestPanel'
