import { Card } from '@aayra/design-system/components';
import { studySteps } from '../landing-content';

export function StepsSection() {
  return (
    <section className="landing__section" aria-labelledby="steps-title">
      <h2 id="steps-title">How it works</h2>
      <p className="landing__note">Four steps, every session.</p>
      <ol className="landing__grid">
        {studySteps.map(({ title, text }, index) => (
          <Card as="li" key={title}>
            <span className="landing__step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </Card>
        ))}
      </ol>
    </section>
  );
}
