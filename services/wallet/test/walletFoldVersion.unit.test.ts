import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { WALLET_FOLD_VERSION } from '../src/index'

// A wallet snapshot is only as right as the fold that made it: after a change to `evolve` or to the
// state's encoding, snapshots under the old fold version must be ignored (docs/adr/0027). This
// pins the code of both to the fold version, so changing it without a new version fails here.
// If the fold's meaning changed: bump WALLET_FOLD_VERSION (services/wallet/src/adapters/walletSnapshots.ts)
// and put the new fingerprint below under the new name. If it did not (a rename, a refactor), only
// update the fingerprint.
const fingerprints: Record<string, string> = {
  'wallet-1': 'b0d348dd2a29e28f',
}

const foldSources = ['../src/domain/state.ts', '../src/domain/deltas.ts', '../src/domain/responsiblePlay.ts', '../src/adapters/walletSnapshots.ts']

t.test('the wallet fold version names the fold and encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[WALLET_FOLD_VERSION], `the fold or its encoding changed under ${WALLET_FOLD_VERSION}: see the comment at the top of this test`)
})
