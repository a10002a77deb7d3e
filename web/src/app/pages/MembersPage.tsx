import { useClubDetails } from '../../features/club/api/getClubDetails';
import { ContentBlocks } from '../../features/content-pages/components/ContentBlocks';
import { useT } from '../../lib/i18n';
import { ContentPage } from '../layout/ContentPage';
import '../../styles/info-pages.css';

/** A generated scene for the members login link: dunes, the sea horizon, a low sun and a pin flag. */
function MembersLoginArt({ label, title, action }: { label: string; title: string; action: string }) {
  return (
    <svg
      className="members-login__art"
      viewBox="0 0 480 270"
      width="480"
      height="270"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id="members-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f3a4d" />
          <stop offset="1" stopColor="#5e7f92" />
        </linearGradient>
      </defs>
      <rect width="480" height="270" fill="url(#members-sky)" />
      <circle cx="372" cy="118" r="30" fill="#f4eee2" opacity="0.9" />
      <rect y="142" width="480" height="22" fill="#1f3a4d" opacity="0.85" />
      <path d="M0 176 C80 150 150 162 220 172 S360 150 480 168 V270 H0 Z" fill="#e3d5b8" />
      <path d="M0 210 C90 188 170 204 250 212 S400 192 480 206 V270 H0 Z" fill="#6f7f3f" />
      <path d="M0 236 C110 222 200 238 300 240 S430 226 480 232 V270 H0 Z" fill="#2f5d3a" />
      <g stroke="#6f7f3f" strokeWidth="2" strokeLinecap="round" fill="none">
        <path d="M40 214 q4 -18 -2 -30 M48 214 q0 -20 10 -30 M56 214 q-2 -14 -12 -22" />
        <path d="M420 208 q4 -18 -2 -30 M428 208 q0 -20 10 -30 M436 208 q-2 -14 -12 -22" />
      </g>
      <line x1="300" y1="238" x2="300" y2="168" stroke="#f4eee2" strokeWidth="3" />
      <path d="M300 168 L336 178 L300 188 Z" fill="#b3261e" />
      <ellipse cx="300" cy="239" rx="9" ry="3" fill="#14202a" opacity="0.5" />
      <text x="40" y="78" fill="#f4eee2" fontFamily="Georgia, serif" fontSize="34" fontWeight="600">
        {title}
      </text>
      <text x="40" y="112" fill="#f4eee2" fontFamily="Georgia, serif" fontSize="22">
        {action} →
      </text>
    </svg>
  );
}

/** The picture link to the members site of the club's details, which opens in a new tab. */
function MembersLogin() {
  const t = useT();
  const membersUrl = useClubDetails().data?.membersUrl;
  if (!membersUrl) return null;
  return (
    <p className="members-login">
      <a className="members-login__link" href={membersUrl} target="_blank" rel="noopener noreferrer">
        <MembersLoginArt
          label={t('members.loginImage')}
          title={t('members.title')}
          action={t('members.artAction')}
        />
        <span className="members-login__text">
          {t('members.login')} <span className="visually-hidden">{t('footer.opensInNewTab')}</span>
        </span>
      </a>
    </p>
  );
}

/**
 * The members' placeholder (docs/product.md, Members), from the page's texts, with the link to the
 * external members site where staff placed it.
 */
export function MembersPage() {
  return (
    <ContentPage pageKey="members">
      {(page) => (
        <ContentBlocks
          blocks={page.blocks}
          widgets={{ 'members-login': <MembersLogin /> }}
          idPrefix="members"
        />
      )}
    </ContentPage>
  );
}
