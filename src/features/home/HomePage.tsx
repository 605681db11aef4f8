import { BenefitsSection } from './BenefitsSection'
import { CloudSection } from './CloudSection'
import { DemoSection } from './DemoSection'
import { HomeFooter } from './HomeFooter'
import { HomeHeader } from './HomeHeader'
import { IntroSection } from './IntroSection'
import { ReportSection } from './ReportSection'
import { SearchSection } from './SearchSection'
import { TrailerSection } from './TrailerSection'
import './home.css'
import './home-sections.css'
import './home-art.css'
import { SkipLink } from '@/ui/SkipLink'

/**
 * The landing page (docs/product.md §2 Home, blank layout, public). Deliberately static: no data
 * fetching, no images from the network and system fonts only, so the first screen paints at
 * once and nothing moves after it does.
 */
export function HomePage() {
  return (
    <div className="home blank-layout">
      <SkipLink />
      <HomeHeader />
      <main id="main" tabIndex={-1}>
        <IntroSection />
        <TrailerSection />
        <ReportSection />
        <SearchSection />
        <BenefitsSection />
        <CloudSection />
        <DemoSection />
      </main>
      <HomeFooter />
    </div>
  )
}
