import { Link } from 'react-router';

export interface LinkCard {
  to: string;
  title: string;
  description?: string;
}

/** The onward links every screen ends with, as large cards. */
export function LinkCards({ label, cards }: { label: string; cards: LinkCard[] }) {
  return (
    <nav className="link-cards" aria-label={label}>
      <ul className="link-cards__list">
        {cards.map((card) => (
          <li key={card.to} className="link-cards__item">
            <Link className="link-cards__card" to={card.to}>
              <span className="link-cards__title">{card.title}</span>{' '}
              {card.description ? <span className="link-cards__description">{card.description}</span> : null}
              <span className="link-cards__arrow" aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
