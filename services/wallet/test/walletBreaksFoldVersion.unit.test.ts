import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { WALLET_BREAKS_FOLD_VERSION } from '../src/readModel/playerBreaks'

// A checkpoint of the wallet's breaks view is only as right as the fold that made it (docs/adr/0035):
// this pins the view's fold and the checkpoint's encoding to the fold version. If the fold's meaning
// changed: bump WALLET_BREAKS_FOLD_VERSION (services/wallet/src/readModel/playerBreaks.ts) and put
// the new fingerprint below under the new name. If it did not (a rename, a refactor), only update
// the fingerprint.
const fingerprints: Record<string, string> = {
  'wallet-breaks-1': 'f8c3dc9d1e1a2aba',
}

const foldSources = ['../src/readModel/playerBreaks.ts']

t.test('the wallet breaks view fold version names its fold and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[WALLET_BREAKS_FOLD_VERSION], `the fold or its checkpoint changed under ${WALLET_BREAKS_FOLD_VERSION}: see the comment at the top of this test`)
})
