/** The card brands the golf shop takes: interface, not price data. */
const CARDS_ACCEPTED = ['Visa', 'Mastercard', 'American Express'];

interface PaymentCardsProps {
  /** The accessible name of the list: "Accepted cards". */
  label: string;
  /** Card names as the club lists them (docs/product.md, Seasons and prices). */
  cards?: readonly string[];
}

/**
 * Accepted cards as neutral typographic badges: a plain card outline and the card's name in the site's
 * own type. Never a copy of a card company's logo.
 */
export function PaymentCards({ label, cards = CARDS_ACCEPTED }: PaymentCardsProps) {
  return (
    <ul className="payment-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card} className="payment-cards__card">
          <svg className="payment-cards__icon" viewBox="0 0 32 22" width="32" height="22" aria-hidden="true">
            <rect
              x="1"
              y="1"
              width="30"
              height="20"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <rect x="1" y="5.5" width="30" height="3.5" fill="currentColor" />
            <rect x="5" y="13" width="9" height="2" rx="1" fill="currentColor" opacity="0.6" />
          </svg>
          <span className="payment-cards__name">{card}</span>
        </li>
      ))}
    </ul>
  );
}
