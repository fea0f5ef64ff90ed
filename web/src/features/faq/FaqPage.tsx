import { Link } from 'react-router-dom'
import { FaqAccordion } from './FaqAccordion'
import { faqs } from './faqs'

export function FaqPage() {
  return (
    <article>
      <h1>Frequently Asked Questions</h1>
      <FaqAccordion items={faqs} />
      <p>
        Still have a question? <Link to="/contact-us">Contact us</Link>.
      </p>
    </article>
  )
}
