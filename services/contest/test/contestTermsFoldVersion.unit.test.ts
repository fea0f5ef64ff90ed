import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { CONTEST_TERMS_FOLD_VERSION } from '../src/readModel/contestTerms'

// A checkpoint of the contest's terms view is only as right as the fold that made it (docs/adr/0035):
// this pins the view's fold and its checkpoint's encoding to the fold version. If the fold's meaning
// changed: bump CONTEST_TERMS_FOLD_VERSION (services/contest/src/readModel/contestTerms.ts) and put
// the new fingerprint below under the new name. If it did not (a rename, a refactor), only update
// the fingerprint.
const fingerprints: Record<string, string> = {
  'contest-terms-1': '3244acc57dfada94',
  'contest-terms-2': '9ef308100d87f733',
}

const foldSources = ['../src/readModel/contestTerms.ts']

t.test('the contest terms view fold version names its fold and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[CONTEST_TERMS_FOLD_VERSION], `the fold or its checkpoint changed under ${CONTEST_TERMS_FOLD_VERSION}: see the comment at the top of this test`)
})
