import { API_BASE, apiPaths, SCORE_CARD_FILE_NAME } from '../../../../../common/api/paths';
import type { Language } from '../../../../../common/i18n/languages';
import { useLanguage, useT } from '../../../lib/i18n';

/** The score card in the page's language (docs/product.md, Course Overview). */
export const scoreCardHref = (language: Language) =>
  `${API_BASE}${apiPaths.scoreCard.path()}?lang=${language}`;

/** A little score card, drawn: the ruled columns and a pencil. Decorative. */
function ScoreCardArt() {
  return (
    <svg
      className="score-card-tile__art"
      viewBox="0 0 120 84"
      width="120"
      height="84"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="6" y="8" width="100" height="70" rx="3" fill="#FAF7F0" stroke="#1F3A4D" strokeOpacity=".35" />
      <rect x="6" y="8" width="100" height="13" rx="3" fill="#1F3A4D" />
      <path
        d="M6 33h100M6 44h100M6 55h100M6 66h100M30 21v57M44 21v57M58 21v57M72 21v57M86 21v57"
        stroke="#1F3A4D"
        strokeOpacity=".28"
      />
      <path
        d="M36 27h2M50 27h2M64 27h2M78 27h2M92 27h2"
        stroke="#1F3A4D"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M35 38l3 3 4-6M63 49l3 3 4-6"
        fill="none"
        stroke="#B3261E"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="18" cy="14.5" r="3" fill="#B3261E" />
      <path d="M88 74l24-34 5 3.5-24 34-6 2z" fill="#E3D5B8" stroke="#14202A" strokeWidth="1" />
      <path d="M112 40l5 3.5 1.5-2.2a3 3 0 0 0-5-3.5z" fill="#B3261E" />
    </svg>
  );
}

/** The tile is one link: a link in its text keeps only its words (links do not nest). */
const withoutLinks = (html: string) => html.replace(/<\/?a\b[^>]*>/gi, '');

interface ScoreCardTileProps {
  /** Its title: the heading of the page's section that holds it (the club's text). */
  title?: string | undefined;
  /** What the card holds, under the title: the section's texts, as the server made and sanitised them. */
  html?: string | undefined;
  /** 'en' where the page's language had no text and the English one shows. */
  titleLang?: string | undefined;
  htmlLang?: string | undefined;
}

/** The Score Card tile: downloads the PDF score card the server makes from the hole data. */
export function ScoreCardTile({ title, html, titleLang, htmlLang }: ScoreCardTileProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <a className="score-card-tile" href={scoreCardHref(language)} download={SCORE_CARD_FILE_NAME}>
      <ScoreCardArt />
      <div className="score-card-tile__body">
        {title ? (
          <span className="score-card-tile__title" lang={titleLang}>
            {title}
          </span>
        ) : null}
        {html ? (
          <div
            className="score-card-tile__text"
            lang={htmlLang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, by an allow-list.
            dangerouslySetInnerHTML={{ __html: withoutLinks(html) }}
          />
        ) : null}
        <span className="score-card-tile__action">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M10 3v9m0 0l-4-4m4 4l4-4M4 15h12"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('overview.scoreCardAction')}
          <span className="score-card-tile__format">{t('overview.scoreCardFormat')}</span>
        </span>
      </div>
    </a>
  );
}
