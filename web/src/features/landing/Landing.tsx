import { AboutSection } from './AboutSection'
import { ContactSection } from './ContactSection'
import { ContestSection } from './ContestSection'
import { DownloadSection } from './DownloadSection'
import { FaqSection } from './FaqSection'
import { Hero } from './Hero'
import { HowToPlaySection } from './HowToPlaySection'
import { MediaSection } from './MediaSection'
import './landing.css'

export function Landing() {
  return (
    <div className="landing">
      <Hero />
      <AboutSection />
      <HowToPlaySection />
      <ContestSection />
      <MediaSection />
      <DownloadSection />
      <FaqSection />
      <ContactSection />
    </div>
  )
}
