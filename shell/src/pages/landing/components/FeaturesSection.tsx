import { Card } from '@aayra/design-system/components';
import { features } from '../landing-content';

export function FeaturesSection() {
  return (
    <section id="features" className="landing__section" aria-labelledby="features-title">
      <h2 id="features-title">Features</h2>
      <p className="landing__note">Everything a study session needs, in one place.</p>
      <ul className="landing__grid">
        {features.map(({ title, text }) => (
          <Card as="li" key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
