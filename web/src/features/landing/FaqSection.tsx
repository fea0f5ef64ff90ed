import { Link } from 'react-router-dom'
import { FaqAccordion } from '../faq/FaqAccordion'
import { LANDING_FAQ_COUNT, faqs } from '../faq/faqs'
import { Section } from './Section'

export function FaqSection() {
  return (
    <Section id="faq" title="FAQ">
      <FaqAccordion items={faqs.slice(0, LANDING_FAQ_COUNT)} />
      <Link className="button button--ghost" to="/faq">
        View More
      </Link>
    </Section>
  )
}
