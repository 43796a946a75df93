import { Link } from 'react-router-dom';

/** A home card that opens one of the session lists. */
export function ListCard({ title, to, card }: { title: string; to: string; card: string }) {
  return (
    <Link to={to} className="home-card" data-card={card}>
      <h2>{title}</h2>
    </Link>
  );
}
