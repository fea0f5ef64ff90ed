import { Modal } from '../../ui/Modal'

/** What a cancelled cheque looks like: two crossing lines and CANCELLED written between them. */
export function SampleChequeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Sample Cheque" onClose={onClose}>
      <svg className="sample-cheque" viewBox="0 0 640 280" role="img" aria-labelledby="sample-cheque-title">
        <title id="sample-cheque-title">A sample cancelled cheque showing the bank name, IFSC code, account number and the word CANCELLED across it</title>
        <rect x="4" y="4" width="632" height="272" rx="10" fill="#f4f7fb" stroke="#5b6b82" strokeWidth="2" />
        <text x="24" y="40" fontSize="22" fontWeight="700" fill="#1d2b44">YOUR BANK NAME</text>
        <text x="24" y="62" fontSize="13" fill="#41516b">Branch: MG Road, Bengaluru</text>
        <text x="24" y="82" fontSize="13" fill="#41516b">IFSC: ABCD0123456</text>
        <text x="470" y="40" fontSize="13" fill="#41516b">Date  D D M M Y Y Y Y</text>
        <text x="24" y="122" fontSize="14" fill="#41516b">Pay</text>
        <line x1="60" y1="124" x2="600" y2="124" stroke="#9aa7b8" />
        <text x="24" y="158" fontSize="14" fill="#41516b">Rupees</text>
        <line x1="80" y1="160" x2="470" y2="160" stroke="#9aa7b8" />
        <rect x="488" y="140" width="128" height="30" fill="#fff" stroke="#9aa7b8" />
        <text x="496" y="160" fontSize="14" fill="#41516b">₹</text>
        <text x="24" y="196" fontSize="13" fill="#41516b">A/c No. 001234567890</text>
        <text x="24" y="214" fontSize="13" fill="#41516b">Account holder: ASHA RAO</text>
        <text x="440" y="214" fontSize="12" fill="#41516b">Authorised signatory</text>
        <text x="120" y="258" fontSize="16" fontFamily="monospace" fill="#1d2b44">⑆123456⑆ 560002001⑈ 000123⑈ 10</text>
        <line x1="170" y1="250" x2="420" y2="20" stroke="#c0392b" strokeWidth="4" />
        <line x1="220" y1="250" x2="470" y2="20" stroke="#c0392b" strokeWidth="4" />
        <text x="250" y="160" fontSize="28" fontWeight="700" fill="#c0392b" transform="rotate(-42 320 140)">CANCELLED</text>
      </svg>
      <p className="kyc-muted">Write CANCELLED between two crossing lines. The bank name, IFSC and account number must be readable.</p>
    </Modal>
  )
}
