import { type ReactNode, useRef, useState } from 'react';
import { type FieldArray, useFieldArray, useFormContext } from 'react-hook-form';
import type { MarksDocument } from '../../../../../../common/api/marks';
import { useAdminT } from '../../i18n';

type MarkListName = 'awards' | 'brands';

interface MarkListProps<N extends MarkListName> {
  name: N;
  title: string;
  hint: string;
  empty: string;
  addLabel: string;
  /** The most the list takes (the schema's limit): Add is gone once it is full. */
  max: number;
  /** The heading of the mark at `number` (from 1): "Award 2". */
  itemLabel: (number: number) => string;
  /** The name a mark has been given, to say which one moved or went: "Sample Links Award". */
  nameOf: (mark: FieldArray<MarksDocument, N>) => string;
  newMark: () => FieldArray<MarksDocument, N>;
  /** The fields of the mark at `index`. */
  children: (index: number) => ReactNode;
}

type FocusTarget = { card: string; control: 'up' | 'down' | 'remove' } | 'add';

/**
 * One list of marks in the order the page shows it: each mark's fields, and buttons to move it up or down
 * and to remove it; new marks are added at the end. Each change is announced, and the keyboard stays with
 * the mark that moved, or goes to its neighbour once one is removed.
 */
export function MarkList<N extends MarkListName>(props: MarkListProps<N>) {
  const { name, title, hint, empty, addLabel, max, itemLabel, nameOf, newMark, children } = props;
  const t = useAdminT();
  const { control, getValues } = useFormContext<MarksDocument>();
  const marks = useFieldArray<MarksDocument, N>({ control, name });
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const titleId = `marks-${name}-title`;
  // Read when a mark moves or goes, not watched: every key typed would draw the whole list again.
  const markName = (index: number) => {
    const mark = getValues(name)[index] as FieldArray<MarksDocument, N> | undefined;
    const given = mark ? nameOf(mark).trim() : '';
    return given ? `${itemLabel(index + 1)}, ${given}` : itemLabel(index + 1);
  };

  const focusLater = (target: FocusTarget) => {
    requestAnimationFrame(() => {
      if (target === 'add') {
        addRef.current?.focus();
        return;
      }
      const card = listRef.current?.querySelector<HTMLElement>(`[data-card="${target.card}"]`);
      const wanted = card?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
      const fallback = card?.querySelector<HTMLButtonElement>('[data-control]:not(:disabled)');
      (wanted && !wanted.disabled ? wanted : fallback)?.focus();
    });
  };

  const move = (index: number, step: -1 | 1) => {
    const field = marks.fields[index];
    if (!field) return;
    const moved = markName(index);
    marks.move(index, index + step);
    setAnnouncement(
      t('admin.marks.moved', { name: moved, place: index + step + 1, count: marks.fields.length }),
    );
    focusLater({ card: field.id, control: step < 0 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    const removed = markName(index);
    const neighbour = marks.fields[index + 1] ?? marks.fields[index - 1];
    marks.remove(index);
    setAnnouncement(t('admin.marks.removed', { name: removed }));
    focusLater(neighbour ? { card: neighbour.id, control: 'remove' } : 'add');
  };
  const add = () => {
    const number = marks.fields.length + 1;
    marks.append(newMark(), { shouldFocus: false });
    setAnnouncement(t('admin.marks.added', { name: markName(number - 1) }));
    // Focus goes to the new mark's first field, the one to fill in.
    requestAnimationFrame(() => {
      listRef.current?.lastElementChild?.querySelector<HTMLInputElement>('input')?.focus();
    });
  };

  return (
    <section className="admin-card admin-marks" aria-labelledby={titleId}>
      <h2 className="admin-card__title" id={titleId}>
        {title}
      </h2>
      <p className="admin-field__hint">{hint}</p>
      {marks.fields.length === 0 ? <p className="admin-empty">{empty}</p> : null}
      <ol className="admin-list admin-marks__list" ref={listRef}>
        {marks.fields.map((field, index) => {
          const label = itemLabel(index + 1);
          return (
            <li key={field.id} className="admin-card" data-card={field.id}>
              <fieldset className="admin-fieldset admin-marks__mark">
                <legend className="admin-marks__legend">{label}</legend>
                {children(index)}
                <div className="admin-form__actions">
                  <button
                    type="button"
                    className="button button--secondary admin-button--small"
                    data-control="up"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {t('admin.marks.moveUp')}
                    <span className="visually-hidden">: {label}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary admin-button--small"
                    data-control="down"
                    disabled={index === marks.fields.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('admin.marks.moveDown')}
                    <span className="visually-hidden">: {label}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary admin-button--small admin-button--danger"
                    data-control="remove"
                    onClick={() => remove(index)}
                  >
                    {t('admin.marks.remove')}
                    <span className="visually-hidden">: {label}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {marks.fields.length >= max ? null : (
        <button type="button" className="button button--secondary" ref={addRef} onClick={add}>
          {addLabel}
        </button>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
