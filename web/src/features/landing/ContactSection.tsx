import { Link } from 'react-router-dom'
import { SUPPORT_EMAIL } from '../../app/site'
import { Section } from './Section'

export function ContactSection() {
  return (
    <Section id="contact" title="Contact" className="contact-strip">
      <p>
        Need help? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or send us a message.
      </p>
      <Link className="button button--primary" to="/contact-us">
        Contact Us
      </Link>
    </Section>
  )
}
