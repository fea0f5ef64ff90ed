import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { LEADERBOARD_FOLD_VERSION } from '../src/readModel/checkpoint'

// A checkpoint of the leaderboard's read model is only as right as the fold that made it: after a change
// to the projection's `applyNew`, `PlayerBook` or the checkpoint's encoding, checkpoints under the
// old fold version must be ignored (docs/adr/0035). This pins that code to the fold version, so
// changing it without a new version fails here. If the fold's meaning changed: bump
// LEADERBOARD_FOLD_VERSION (services/leaderboard/src/readModel/checkpoint.ts) and put the new fingerprint
// below under the new name. If it did not (a rename, a refactor), only update the fingerprint.
const fingerprints: Record<string, string> = {
  'leaderboard-1': 'e9e4ec256147651f',
  'leaderboard-2': 'a5fb001e262f89f8',
  'leaderboard-3': 'd9a7c6c12e821e9f',
}

const foldSources = ['../src/readModel/portfolioProjection.ts', '../src/readModel/contestBook.ts', '../src/readModel/playerBook.ts', '../src/readModel/finalBoards.ts', '../src/readModel/checkpoint.ts', '../src/domain/portfolio.ts']

t.test('the leaderboard fold version names the fold and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[LEADERBOARD_FOLD_VERSION], `the fold or its checkpoint changed under ${LEADERBOARD_FOLD_VERSION}: see the comment at the top of this test`)
})
