import type { PublicPicture } from '../../../../../common/api/media';
import type { CardText, PublicBlock } from '../../../../../common/api/pages';
import { LoadAfterStart } from '../../../components/ui/LoadAfterStart';
import { PictureSources } from '../../../components/ui/PictureSources';

type CardsBlock = Extract<PublicBlock, { kind: 'cards' }>;
type Card = CardsBlock['items'][number];

/** A card's width on the page (content.css: a grid of columns at least 15.5rem wide), for the browser's pick. */
const CARD_SIZES = '(min-width: 48rem) 24rem, 100vw';

/** A text shown in English, its own language's being empty, says so (for screen readers' pronunciation). */
const langOf = (card: Card, text: CardText) => (card.fallback.includes(text) ? 'en' : undefined);

/**
 * A card's picture, with its alt text from the media library. A seeded drawing is one file, a plain <img>;
 * an upload offers its AVIF and WebP copies. A video shows its poster frame. It loads once the app runs:
 * a card's picture is never a page's largest paint, and fetched with the page it shared the line with the
 * text and fonts before it (docs/decisions/0034).
 */
function CardPicture({ picture }: { picture: PublicPicture }) {
  if (picture.src === '') return null;
  const image = (
    <img
      className="content-cards__image"
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
    />
  );
  if (picture.sources.length === 0) return <LoadAfterStart>{image}</LoadAfterStart>;
  return (
    <LoadAfterStart>
      <PictureSources sources={picture.sources} sizes={CARD_SIZES}>
        {image}
      </PictureSources>
    </LoadAfterStart>
  );
}

/**
 * A cards block (the species of the course): side by side, each its picture over its name, the line under
 * the name and its text. Plain text from the server, written as text; a text left empty is not shown.
 */
export function ContentCards({ block }: { block: CardsBlock }) {
  return (
    <ul className="content-cards">
      {block.items.map((card, at) => (
        // Cards have no id of their own; two may well share a picture or a name.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole, never reordered in place.
        <li key={at} className="content-cards__item">
          {card.picture ? <CardPicture picture={card.picture} /> : null}
          <div className="content-cards__body">
            {card.title ? (
              <h3 className="content-cards__title" lang={langOf(card, 'title')}>
                {card.title}
              </h3>
            ) : null}
            {card.subtitle ? (
              <p className="content-cards__subtitle" lang={langOf(card, 'subtitle')}>
                {card.subtitle}
              </p>
            ) : null}
            {card.text ? (
              <p className="content-cards__text" lang={langOf(card, 'text')}>
                {card.text}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
