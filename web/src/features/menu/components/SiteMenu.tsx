import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/routes';
import { emailHref, phoneHref } from '../../../lib/contactLinks';
import { useT } from '../../../lib/i18n';
import { useIsClient } from '../../../lib/useIsClient';
import { useClubDetails } from '../../club/api/getClubDetails';
import { LanguageSwitch } from '../../language/components/LanguageSwitch';
import { menuGroupOfPath, menuGroups } from '../menuItems';
import { initialMenuState, type MenuGroupId, menuReducer } from '../menuState';
import { CourseCondition } from './CourseCondition';
import { MenuGroupItem } from './MenuGroupItem';
import { MenuToggle } from './MenuToggle';

export const MENU_PANEL_ID = 'site-menu';

/**
 * The menu toggle and its side panel (docs/product.md, Navigation menu). A click outside or Escape closes it;
 * focus moves into the panel on opening and back to the toggle on closing; following a link closes it.
 * The panel's links are rendered once the app runs, not in the prerendered page: the toggle needs the app,
 * and every page's first response carries some 600 bytes less, with the rules for them
 * (docs/decisions/0035).
 */
export function SiteMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    dispatch({ type: 'close' });
    if (restoreFocus) toggleRef.current?.focus({ preventScroll: true });
  }, []);
  const closeAndFocusToggle = useCallback(() => close(true), [close]);

  // Browser back and forward change the page without a click in the menu: close it then too.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    dispatch({ type: 'close' });
  }

  // The panel's contents come with the first client render, a transition: a visitor quick enough can open
  // the menu before they are there. Focus then moves in when they come, unless it already has.
  const isClient = useIsClient();
  useEffect(() => {
    const panel = panelRef.current;
    if (!state.open || !isClient || !panel || panel.contains(document.activeElement)) return;
    panel.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [state.open, isClient]);

  useEffect(() => {
    if (!state.open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (panelRef.current?.contains(target) || toggleRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const onClick = (event: MouseEvent) => {
      if (!isInside(event.target)) close(true);
    };
    // Tabbing past the last link leaves the menu: it closes, and focus goes where the visitor went.
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [state.open, close]);

  return (
    <div className="site-menu" data-open={state.open || undefined}>
      <MenuToggle
        ref={toggleRef}
        open={state.open}
        controls={MENU_PANEL_ID}
        onToggle={() => dispatch({ type: 'toggle', group: menuGroupOfPath(pathname)?.id ?? null })}
      />
      <div className="menu-backdrop" aria-hidden="true" />
      <nav
        ref={panelRef}
        id={MENU_PANEL_ID}
        className="menu-panel"
        aria-label={t('menu.label')}
        inert={!state.open}
      >
        {isClient ? (
          <MenuPanelContents
            openGroup={state.openGroup}
            onToggleGroup={(group) => dispatch({ type: 'toggleGroup', group })}
            onNavigate={closeAndFocusToggle}
          />
        ) : null}
      </nav>
    </div>
  );
}

/** The panel's groups, single links, languages and contact, rendered once the app runs (see SiteMenu). */
function MenuPanelContents({
  openGroup,
  onToggleGroup,
  onNavigate,
}: {
  openGroup: MenuGroupId | null;
  onToggleGroup: (group: MenuGroupId) => void;
  onNavigate: () => void;
}) {
  const t = useT();
  const club = useClubDetails().data;
  const newTab = t('menu.opensInNewTab');
  return (
    <>
      <ul className="menu-list">
        {menuGroups.map((group) => (
          <MenuGroupItem
            key={group.id}
            group={group}
            open={openGroup === group.id}
            onToggle={() => onToggleGroup(group.id)}
            onNavigate={onNavigate}
            extra={group.id === 'course' ? <CourseCondition /> : null}
          />
        ))}
        <li className="menu-list__single">
          <Link className="menu-single-link" to={paths.golfshop} onClick={onNavigate}>
            {t('menu.golfshop')}
          </Link>
        </li>
        {club ? (
          <li className="menu-list__single">
            <a
              className="menu-single-link"
              href={club.membersUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onNavigate}
            >
              {t('menu.members')}
              <span className="visually-hidden"> {newTab}</span>
              <svg
                className="menu-single-link__external"
                viewBox="0 0 16 16"
                width="16"
                height="16"
                aria-hidden="true"
              >
                <path d="M6 3h7v7M13 3L4 12" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </a>
          </li>
        ) : null}
      </ul>
      <LanguageSwitch className="menu-panel__languages" />
      {club ? (
        <div className="menu-panel__contact">
          <p className="menu-panel__contact-title">{t('menu.contact')}</p>
          <p>
            <a href={phoneHref(club.phone)}>{club.phone}</a>
            <br />
            <a href={emailHref(club.email)}>{club.email}</a>
          </p>
        </div>
      ) : null}
    </>
  );
}
