import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { WALLET_BALANCES_FOLD_VERSION } from '../src/readModel/balancesCheckpoint'

// A checkpoint of the wallet read model is only as right as the fold that made it (docs/adr/0035):
// this pins the read model's fold and the checkpoint's encoding to the fold version. If
// the fold's meaning changed: bump WALLET_BALANCES_FOLD_VERSION
// (services/wallet/src/readModel/balancesCheckpoint.ts) and put the new fingerprint below under the
// new name. If it did not (a rename, a refactor), only update the fingerprint.
const fingerprints: Record<string, string> = {
  'wallet-balances-1': '27307e60bb80e545',
  'wallet-balances-2': 'da6a7f401e72144c',
}

const foldSources = ['../src/readModel/walletBalances.ts', '../src/readModel/balancesCheckpoint.ts', '../src/domain/deltas.ts', '../src/domain/events.ts']

t.test('the wallet read model\'s fold version names its fold and checkpoint encoding in the code', async t => {
  const fingerprint = foldFingerprint(import.meta.url, foldSources)
  t.equal(fingerprint, fingerprints[WALLET_BALANCES_FOLD_VERSION], `the fold or its checkpoint changed under ${WALLET_BALANCES_FOLD_VERSION}: see the comment at the top of this test`)
})
