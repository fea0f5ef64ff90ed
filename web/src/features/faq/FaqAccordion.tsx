import { useId, useState } from 'react'
import type { Faq } from './faqs'
import './faq.css'

/** One answer open at a time; each question is a button that says whether its answer is shown. */
export function FaqAccordion({ items }: { items: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const baseId = useId()
  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === index
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={item.question} className="faq__item">
            <h3 className="faq__question">
              <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? null : index)}>
                <span>{item.question}</span>
                <span className="faq__sign" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} className="faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
