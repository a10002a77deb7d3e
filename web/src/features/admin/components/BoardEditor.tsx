import { type FormEvent, useRef, useState } from 'react';
import type { BoardMember } from '../../../../../common/api/content';
import { isTranslationLanguage, TRANSLATION_LANGUAGES } from '../../../../../common/i18n/languages';
import { usePutContents } from '../api/putContent';
import { useAdminT } from '../i18n';
import {
  addRow,
  type BoardField,
  type BoardRow,
  boardJson,
  type CategoryNames,
  categoriesOf,
  categoryNamesFrom,
  firstMissing,
  moveRow,
  namesOf,
  removeRow,
  rowsFrom,
  updateRow,
  updateTitle,
} from '../lib/boardList';
import { BoardMemberCard } from './BoardMemberCard';
import { LanguageVersions } from './LanguageVersions';
import { SaveBar } from './SaveBar';
import { SaveStatus } from './SaveStatus';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface BoardEditorProps {
  initial: BoardMember[];
  /** The saved list could not be read; saving replaces it. */
  unreadable?: boolean;
}

/** The longest category name in one language (common/api/content.ts, boardMember). */
const CATEGORY_MAX = 200;

/** Controls of a card, by row key and name, to put focus back after a move or a removal. */
type FocusTarget = { key: string; control: 'up' | 'down' | 'first' | 'edit' } | 'add';

/**
 * The board as a list of cards: add, edit, move up or down, remove; saved as one JSON list. Each change
 * is announced, and focus stays with the card that moved. Leaving with unsaved changes asks first.
 */
export function BoardEditor({ initial, unreadable = false }: BoardEditorProps) {
  const t = useAdminT();
  const save = usePutContents();
  const [rows, setRows] = useState(() => rowsFrom(initial));
  const [categoryNames, setCategoryNames] = useState<CategoryNames>(() => categoryNamesFrom(initial));
  const [savedJson, setSavedJson] = useState(() => boardJson(rowsFrom(initial), categoryNamesFrom(initial)));
  const [showErrors, setShowErrors] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Members added in this visit start open, to be filled in.
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const dirty = boardJson(rows, categoryNames) !== savedJson;
  useUnsavedChangesGuard(dirty);

  const focusLater = (target: FocusTarget) => {
    requestAnimationFrame(() => {
      if (target === 'add') {
        addRef.current?.focus();
        return;
      }
      const card = formRef.current?.querySelector<HTMLElement>(`[data-row="${target.key}"]`);
      const wanted = card?.querySelector<HTMLElement>(`[data-control="${target.control}"]`);
      const fallback = card?.querySelector<HTMLElement>(
        '[data-control="up"]:not(:disabled), [data-control="down"]:not(:disabled)',
      );
      (wanted && !(wanted as HTMLButtonElement).disabled ? wanted : fallback)?.focus();
    });
  };

  const label = (row: BoardRow) => row.title.trim() || row.name.trim() || t('admin.board.untitled');

  const move = (row: BoardRow, step: -1 | 1) => {
    const next = moveRow(rows, row.key, step);
    setRows(next);
    const place = next.findIndex((r) => r.key === row.key) + 1;
    setAnnouncement(t('admin.board.moved', { title: label(row), place, count: next.length }));
    focusLater({ key: row.key, control: step < 0 ? 'up' : 'down' });
  };

  const remove = (row: BoardRow) => {
    const index = rows.findIndex((r) => r.key === row.key);
    const next = removeRow(rows, row.key);
    setRows(next);
    setAnnouncement(t('admin.board.removed', { title: label(row) }));
    const neighbour = next[index] ?? next[index - 1];
    focusLater(neighbour ? { key: neighbour.key, control: 'edit' } : 'add');
  };

  const add = () => {
    const next = addRow(rows);
    setRows(next);
    const row = next.at(-1);
    setAnnouncement(t('admin.board.added', { number: next.length }));
    if (row) {
      setAdded((keys) => new Set(keys).add(row.key));
      focusLater({ key: row.key, control: 'first' });
    }
  };

  const change = (row: BoardRow, field: BoardField, value: string) =>
    setRows((current) => updateRow(current, row.key, field, value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = firstMissing(rows);
    if (missing) {
      setShowErrors(true);
      // After the card with the missing field has opened.
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>(`[data-row="${missing.key}"] [name="${missing.field}"]`)
          ?.focus(),
      );
      return;
    }
    const json = boardJson(rows, categoryNames);
    save.mutate([{ key: 'bod-page-data', content: json }], { onSuccess: () => setSavedJson(json) });
  };

  const missing = showErrors ? firstMissing(rows) : undefined;
  return (
    <form className="admin-form admin-board" noValidate onSubmit={submit} ref={formRef}>
      {unreadable ? <p className="admin-alert admin-alert--warning">{t('admin.board.unreadable')}</p> : null}
      {rows.length === 0 ? <p className="admin-empty">{t('admin.board.empty')}</p> : null}
      <ol className="admin-board__list">
        {rows.map((row, index) => (
          <BoardMemberCard
            key={row.key}
            row={row}
            number={index + 1}
            isFirst={index === 0}
            isLast={index === rows.length - 1}
            showErrors={showErrors}
            defaultOpen={added.has(row.key)}
            onChange={(field, value) => change(row, field, value)}
            onTitleChange={(language, value) =>
              setRows((current) => updateTitle(current, row.key, language, value))
            }
            onMove={(step) => move(row, step)}
            onRemove={() => remove(row)}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary admin-button--wide"
        ref={addRef}
        onClick={add}
      >
        {t('admin.board.add')}
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {categoriesOf(rows).length > 0 ? (
        <section className="admin-card admin-board__categories" aria-labelledby="board-category-names">
          <h2 id="board-category-names" className="admin-card__title">
            {t('admin.board.categoryNames')}
          </h2>
          <p className="admin-field__hint">{t('admin.board.categoryNamesHint')}</p>
          {categoriesOf(rows).map((category) => (
            <LanguageVersions
              key={category}
              label={category}
              name={`category-names-${category}`}
              texts={{ en: category, ...namesOf(categoryNames, category) }}
              languages={TRANSLATION_LANGUAGES}
              maxLength={CATEGORY_MAX}
              onChange={(language, text) => {
                if (!isTranslationLanguage(language)) return;
                setCategoryNames((names) => ({
                  ...names,
                  [category]: { ...namesOf(names, category), [language]: text },
                }));
              }}
            />
          ))}
        </section>
      ) : null}
      <SaveBar
        status={
          <SaveStatus state={save} dirty={dirty} problem={missing ? t('admin.fixErrors') : undefined} />
        }
      >
        <button type="submit" className="button admin-button--wide" disabled={save.isPending}>
          {t('admin.board.save')}
        </button>
      </SaveBar>
    </form>
  );
}
