import t from 'tap'
import { needsWalletKycPrompt } from '../src/features/kyc/kycStatus'

const verified = { videoStatus: 'verify', bImage_status: 'verify', addressStatus: 'verify', taxStatus: 'verify', mobileVerifyStatus: 'verify' } as const

t.test('the wallet and withdrawal screens prompt while any of video, back image, address, tax or mobile is not verified', async t => {
  t.equal(needsWalletKycPrompt(verified), false, 'all five verified: no prompt')
  for (const field of Object.keys(verified) as (keyof typeof verified)[]) {
    t.equal(needsWalletKycPrompt({ ...verified, [field]: 'pending' }), true, `${field} pending`)
    if (field !== 'mobileVerifyStatus') t.equal(needsWalletKycPrompt({ ...verified, [field]: 'reject' }), true, `${field} rejected`)
  }
  t.equal(needsWalletKycPrompt({ ...verified, videoStatus: undefined }), true, 'a step never sent counts as pending')
})
