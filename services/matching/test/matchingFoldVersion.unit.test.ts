import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { MATCHING_FOLD_VERSION } from '../src/readModel/checkpoint'

// A checkpoint of matching's read model is only as right as the fold that made it: after a change
// to the account fold, the read model's `apply` or the checkpoint's encoding, checkpoints under the
// old fold version must be ignored (docs/adr/0035). This pins that code to the fold version, so
// changing it without a new version fails here. If the fold's meaning changed: bump
// MATCHING_FOLD_VERSION (services/matching/src/readModel/checkpoint.ts) and put the new fingerprint
// below under the new name. If it did not (a rename, a refactor), only update the fingerprint.
const fingerprints: Record<string, string> = {
  'matching-1': '3273ef07b9a11e4d',
}

const foldSources = [
  '../src/domain/account.ts', '../src/readModel/accountViews.ts', '../src/readModel/frozenAccounts.ts',
  '../src/readModel/matchingProjection.ts', '../src/readModel/checkpoint.ts', '../../../libs/domain/src/persistentMap.ts',
]

t.test('the matching fold version names the fold and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[MATCHING_FOLD_VERSION], `the fold or its checkpoint changed under ${MATCHING_FOLD_VERSION}: see the comment at the top of this test`)
})
