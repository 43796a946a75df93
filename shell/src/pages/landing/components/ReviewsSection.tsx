import { Card } from '@aayra/design-system/components';
import { sampleTestimonials } from '../landing-content';

/** The testimonials are samples, and the page says so next to them. */
export function ReviewsSection() {
  return (
    <section id="reviews" className="landing__section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <p className="landing__note">Sample testimonials: they illustrate the experience and are not from real learners.</p>
      <ul className="landing__grid">
        {sampleTestimonials.map(({ quote, name, role }) => (
          <Card as="li" key={name}>
            <figure className="landing__quote">
              <blockquote>“{quote}”</blockquote>
              <figcaption>
                {name}, {role} (sample)
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </section>
  );
}
