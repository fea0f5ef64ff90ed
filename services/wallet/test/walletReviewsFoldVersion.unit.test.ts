import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { WALLET_REVIEWS_FOLD_VERSION } from '../src/readModel/reviewCheckpoints'

// A checkpoint of the wallet's review views (payout holds, prize holds, sponsor books) is only as right as the fold that made it (docs/adr/0035):
// this pins the read model's fold, its rows and the checkpoint's encoding to the fold version. If
// the fold's meaning changed: bump WALLET_REVIEWS_FOLD_VERSION
// (services/wallet/src/readModel/reviewCheckpoints.ts) and put the new fingerprint below under the
// new name. If it did not (a rename, a refactor), only update the fingerprint.
const fingerprints: Record<string, string> = {
  'wallet-reviews-1': '826858eefbf35cc2',
}

const foldSources = ['../src/readModel/streamStates.ts', '../src/readModel/payoutHolds.ts', '../src/readModel/prizeHolds.ts', '../src/readModel/sponsorBooks.ts', '../src/readModel/reviewCheckpoints.ts', '../src/domain/payoutHold.ts', '../src/domain/prizeHold.ts']

t.test('the wallet review views fold version names their folds and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[WALLET_REVIEWS_FOLD_VERSION], `the fold or its checkpoint changed under ${WALLET_REVIEWS_FOLD_VERSION}: see the comment at the top of this test`)
})
