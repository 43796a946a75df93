import { FeaturesSection } from './components/FeaturesSection';
import { HeroSection } from './components/HeroSection';
import { LandingFooter } from './components/LandingFooter';
import { LandingHeader } from './components/LandingHeader';
import { PlansSection } from './components/PlansSection';
import { ResultsSection } from './components/ResultsSection';
import { ReviewsSection } from './components/ReviewsSection';
import { StepsSection } from './components/StepsSection';
import { useLandingStylesheet } from './landing-stylesheet';

/**
 * The page a visitor sees at / and /landing. It has its own header, main and footer (no app bars),
 * and works as plain HTML: the build prerenders it, so it shows and navigates before any app script.
 */
export default function LandingPage() {
  useLandingStylesheet();
  return (
    <div className="landing" id="top">
      <a className="landing__skip" href="#landing-main">
        Skip to content
      </a>
      <LandingHeader />
      <main id="landing-main" className="landing__main">
        <HeroSection />
        <ResultsSection />
        <StepsSection />
        <FeaturesSection />
        <ReviewsSection />
        <PlansSection />
      </main>
      <LandingFooter />
    </div>
  );
}
