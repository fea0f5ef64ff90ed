import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useLoadOnMount } from '../../app/useLoadOnMount'
import { Modal } from '../../ui/Modal'
import { needsKycPrompt, needsWalletKycPrompt } from './kycStatus'
import { kycRequested, selectKyc } from './slice'

/**
 * Spec section 4's "Verified Your KYC" modal with a Click Here link to /kyc. `needed` is the
 * screen's own rule; by default the video's (videoStatus not 'verify'), as on bank details.
 */
export function KycPromptModal({ videoStatus, needed }: { videoStatus?: string | undefined; needed?: boolean }) {
  const [dismissed, setDismissed] = useState(false)
  const open = !dismissed && (needed ?? needsKycPrompt({ videoStatus: videoStatus as 'verify' | undefined }))
  return (
    <Modal open={open} title="Verified Your KYC" onClose={() => setDismissed(true)}>
      <p>Complete your KYC to add bank details and withdraw your winnings.</p>
      <p>
        <Link to="/kyc" onClick={() => setDismissed(true)}>
          Click Here
        </Link>
      </p>
    </Modal>
  )
}

/** The wallet and withdrawal screens' prompt: loads the KYC statuses, then asks while any is not verified. */
export function WalletKycPrompt() {
  const [{ profile }] = useLoadOnMount(selectKyc, kycRequested())
  return profile ? <KycPromptModal needed={needsWalletKycPrompt(profile)} /> : null
}
