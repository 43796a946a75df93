import { Link } from '@aayra/app-contract/router';
import { Card } from '@aayra/design-system/components';
import { paths } from '@aayra/app-contract/routes';
import { freePlanLimits } from '@aayra/supabase/plan-figures';
import { plans } from '../landing-content';

export function PlansSection() {
  return (
    <section id="plans" className="landing__section" aria-labelledby="plans-title">
      <h2 id="plans-title">Plans</h2>
      <p className="landing__note">Start with a {freePlanLimits.trial}. No credit card required.</p>
      <ul className="landing__grid">
        {plans.map(({ name, price, period, points }) => (
          <Card as="li" key={name}>
            <h3>{name}</h3>
            <p className="landing__price">
              {price}
              {period && <span>{period}</span>}
            </p>
            <ul className="landing__points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
      <p className="landing__cta">
        <Link to={paths.register} className="aayra-button" data-variant="primary" data-size="lg">
          Create your free account
        </Link>
      </p>
    </section>
  );
}
