import { FlipCard } from '@aayra/design-system/study';
import { claimedResults, resultCardLabels } from '../landing-content';

export function ResultsSection() {
  return (
    <section id="results" className="landing__section" aria-labelledby="results-title">
      <h2 id="results-title">Results</h2>
      <p className="landing__note">Results our learners report. Flip a card to see what it means.</p>
      <ul className="landing__grid">
        {claimedResults.map(({ figure, label, detail }) => (
          <li key={label}>
            <FlipCard
              frontLabel={resultCardLabels.front}
              backLabel={resultCardLabels.back}
              front={
                <>
                  <span className="landing__figure">{figure}</span>
                  <span>{label}</span>
                </>
              }
              back={detail}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
