import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import t from 'tap'
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

/** The code without comments and blank space: editing a comment is not a change of fold. */
const code = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  .replace(/\s+/g, ' ')

t.test('the wallet fold version names the fold and encoding in the code', async t => {
  const fingerprint = createHash('sha256').update(foldSources.map(code).join('\n')).digest('hex').slice(0, 16)
  t.equal(fingerprint, fingerprints[WALLET_FOLD_VERSION], `the fold or its encoding changed under ${WALLET_FOLD_VERSION}: see the comment at the top of this test`)
})
