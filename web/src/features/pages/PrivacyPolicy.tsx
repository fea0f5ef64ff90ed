import { BRAND, SUPPORT_EMAIL } from '../../app/site'
import './pages.css'

export function PrivacyPolicy() {
  return (
    <article className="document">
      <h1>Privacy Policy</h1>
      <p>
        This policy explains what information {BRAND} collects when you use the website and the app, why we collect it, and
        what you can ask us to do with it.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>Account details: your username, password, email address and mobile number.</li>
        <li>Device details: the device, browser and operating system you use, and your IP address.</li>
        <li>Location: the city and country worked out from your IP address, shown in your login history.</li>
        <li>Identity and tax details for KYC: your photo ID, address proof, PAN and a face video.</li>
        <li>Payment details: the bank account or UPI ID you save for withdrawals, and the records of your deposits and withdrawals.</li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To create your account, sign you in with a one-time password and keep your account secure.</li>
        <li>To check your age and identity, and that you may join paid contests from where you live.</li>
        <li>To credit deposits, pay prizes and withdrawals, and deduct and report TDS as the law requires.</li>
        <li>To answer your support tickets and messages.</li>
        <li>To detect false play and misuse of the platform.</li>
      </ul>

      <h2>Deleting your account</h2>
      <p>
        You can ask us to delete your account by writing to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the
        email address of your account. We answer every deletion request within one month. If you change your mind, you can ask
        us to restore a deleted account within 6 months of its deletion.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, our total liability to you for any claim about the handling of your information is limited
        to <strong>INR 100</strong>.
      </p>

      <h2>Governing law</h2>
      <p>This policy is governed by the laws of India.</p>

      <h2>Contact</h2>
      <p>
        Questions about this policy can be sent to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </article>
  )
}
