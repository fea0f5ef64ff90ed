import { useState } from 'react'
import './games.css'

export interface Slide {
  src: string
  alt: string
}

/**
 * Moves only when asked (buttons, dots or arrow keys): an auto-advancing carousel would pull
 * content away from keyboard and screen-reader users while they read it.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0)
  const go = (next: number) => setIndex((next + slides.length) % slides.length)
  const current = slides[index]
  if (!current) return null
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={event => {
        if (event.key === 'ArrowLeft') go(index - 1)
        if (event.key === 'ArrowRight') go(index + 1)
      }}
    >
      <div className="carousel__frame" aria-live="polite">
        <img src={current.src} alt={current.alt} width="1200" height="450" />
        <p className="visually-hidden">
          Slide {index + 1} of {slides.length}
        </p>
      </div>
      <div className="carousel__controls">
        <button type="button" className="icon-button" aria-label="Previous slide" onClick={() => go(index - 1)}>
          ‹
        </button>
        <ol className="carousel__dots">
          {slides.map((slide, n) => (
            <li key={slide.src}>
              <button type="button" aria-label={`Show slide ${n + 1}: ${slide.alt}`} aria-current={n === index ? 'true' : undefined} onClick={() => go(n)} />
            </li>
          ))}
        </ol>
        <button type="button" className="icon-button" aria-label="Next slide" onClick={() => go(index + 1)}>
          ›
        </button>
      </div>
    </section>
  )
}
