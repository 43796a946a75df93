import { homeCards } from '../../home-widgets';

/** Start Session shows no count: the other cards each show one. */
const COUNTED_CARDS = homeCards.filter((card) => card !== 'startSessionCard').length;

/** Whether Home shows the learner's figures: its four cards, each count filled, none still loading. */
export function homeShowsFigures(home: Element): boolean {
  const cards = home.querySelector('.home__cards');
  if (!cards) return false;
  const counts = [...cards.querySelectorAll('.aayra-link-card__count')];
  return (
    cards.querySelectorAll('.aayra-link-card').length === homeCards.length &&
    counts.length === COUNTED_CARDS &&
    counts.every((count) => /^\d+$/.test(count.textContent?.trim() ?? '')) &&
    !/Loading|Checking your limits/.test(cards.textContent ?? '')
  );
}
