import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Modal } from '../../ui/Modal'
import { needsKycPrompt } from './kycStatus'

/**
 * Spec section 4: while videoStatus is not 'verify', a "Verified Your KYC" modal with a Click
 * Here link to /kyc. Screens that gate on KYC (bank details, wallet) render it with the profile.
 */
export function KycPromptModal({ videoStatus }: { videoStatus: string | undefined }) {
  const [dismissed, setDismissed] = useState(false)
  const open = !dismissed && needsKycPrompt({ videoStatus: videoStatus as 'verify' | undefined })
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
