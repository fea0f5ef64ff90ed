import { SUPPORT_EMAIL } from '../../app/site'
import { ContactForm } from './ContactForm'
import './contact.css'

export function ContactPage() {
  return (
    <article className="contact-page">
      <div>
        <h1>Contact Us</h1>
        <p>Questions about contests, payments or your account? Send us a message and we will reply by email.</p>
        <p>
          Support email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p className="contact-page__hint">Signed-in players can also raise a ticket in the Help Center and follow the reply there.</p>
      </div>
      <div className="card">
        <ContactForm />
      </div>
    </article>
  )
}
