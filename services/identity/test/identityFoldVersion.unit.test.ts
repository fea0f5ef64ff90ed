import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { IDENTITY_FOLD_VERSION } from '../src/readModel/checkpoints'

// A checkpoint of identity's read models is only as right as the fold that made it (docs/adr/0035):
// this pins the read model's fold, the deciders' evolve and the checkpoint's encoding to the fold version. If
// the fold's meaning changed: bump IDENTITY_FOLD_VERSION
// (services/identity/src/readModel/checkpoints.ts) and put the new fingerprint below under the
// new name. If it did not (a rename, a refactor), only update the fingerprint.
const fingerprints: Record<string, string> = {
  'identity-1': '926935ced3c8d961',
  'identity-2': '56b416abaa4fc622',
}

const foldSources = ['../src/readModel/UsersView.ts', '../src/readModel/KycView.ts', '../src/readModel/lookupKeys.ts', '../src/checkingFairPlay/FairPlayView.ts', '../src/readModel/checkpoints.ts', '../src/domain/user.ts', '../src/domain/kyc.ts', '../src/domain/bank.ts']

t.test('the identity fold version names its fold and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[IDENTITY_FOLD_VERSION], `the fold or its checkpoint changed under ${IDENTITY_FOLD_VERSION}: see the comment at the top of this test`)
})
