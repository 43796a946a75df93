import { FeaturesSection } from './components/FeaturesSection';
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
        <section className="landing__hero" aria-labelledby="landing-title">
          <h1 id="landing-title">Study with focus. Remember for good.</h1>
          <p className="landing__lead">
            Aayra is your study companion: focus on a topic, turn what you studied into a summary, flashcards and a
            quiz, take a break, and come back for spaced reviews until it sticks.
          </p>
        </section>
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
