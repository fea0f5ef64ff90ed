import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { CONTESTS_FOLD_VERSION } from '../src/readModel/checkpoint'

// A checkpoint of the contests' read model is only as right as the fold that made it (docs/adr/0035):
// this pins the read model's fold, the decider's evolve and the checkpoint's encoding to the fold version. If
// the fold's meaning changed: bump CONTESTS_FOLD_VERSION
// (services/contest/src/readModel/checkpoint.ts) and put the new fingerprint below under the
// new name. If it did not (a rename, a refactor), only update the fingerprint.
const fingerprints: Record<string, string> = {
  'contests-1': '873694a2b46e893b',
  'contests-2': '197661f4942c1b9a',
}

const foldSources = ['../src/readModel/contestsView.ts', '../src/readModel/settledTotals.ts', '../src/readModel/checkpoint.ts', '../src/settling/settlementResults.ts', '../src/domain/state.ts', '../src/domain/events.ts', '../../../libs/domain/src/persistentMap.ts']

t.test('the contests read model fold version names its fold and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[CONTESTS_FOLD_VERSION], `the fold or its checkpoint changed under ${CONTESTS_FOLD_VERSION}: see the comment at the top of this test`)
})
