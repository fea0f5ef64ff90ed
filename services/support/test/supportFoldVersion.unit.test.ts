import t from 'tap'
import { foldFingerprint } from '@arena/testing'
import { NOTIFICATIONS_FOLD_VERSION } from '../src/readModel/notificationCheckpoint'
import { TICKETS_FOLD_VERSION } from '../src/readModel/ticketCheckpoint'

// A checkpoint of support's read models is only as right as the fold that made it (docs/adr/0035):
// this pins each read model's fold and its checkpoint's encoding to its fold version. If the fold's
// meaning changed: bump the fold version (in src/readModel/ticketCheckpoint.ts or
// notificationCheckpoint.ts) and put the new fingerprint below under the new name. If it did not
// (a rename, a refactor), only update the fingerprint. Notifications are held worded, so their
// texts are part of the fold (the number formats they use, from @arena/domain, are not pinned here).
const fingerprints: Record<string, string> = {
  'support-tickets-1': 'd1270eda50d44a7d',
  'support-notifications-1': '50fbcdbfe377d76a',
}

const folds = [
  [TICKETS_FOLD_VERSION, ['../src/readModel/ticketProjection.ts', '../src/readModel/ticketCheckpoint.ts']],
  [NOTIFICATIONS_FOLD_VERSION, ['../src/readModel/notificationProjection.ts', '../src/readModel/notificationCheckpoint.ts', '../src/readModel/notificationTexts.ts']],
] as const

for (const [foldVersion, sources] of folds) {
  t.test(`the ${foldVersion} fold version names its fold and checkpoint encoding in the code`, async t => {
    t.equal(foldFingerprint(import.meta.url, sources), fingerprints[foldVersion], `the fold or its checkpoint changed under ${foldVersion}: see the comment at the top of this test`)
  })
}
