import { useFieldArray } from 'react-hook-form';
import { emptyText } from '../../../../../../common/api/documents';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { LocalizedField } from './LocalizedField';
import type { PageForm } from './pageForm';

/** The most steps a timeline takes (pages.ts). */
const MAX_STEPS = 20;

/**
 * A timeline block: its title, then its steps, each a "when" and a line, in the language being edited;
 * steps are added at the end, moved up or down and removed, one button each (large enough on a phone).
 */
export function TimelineBlockFields({ index, language }: { index: number; language: Language }) {
  const t = useAdminT();
  const items = useFieldArray<PageForm, `blocks.${number}.items`>({ name: `blocks.${index}.items` });
  const count = items.fields.length;
  return (
    <>
      <LocalizedField
        path={`blocks.${index}.title`}
        label={t('admin.pages.timeline.title')}
        language={language}
        maxLength={200}
      />
      {/* The links block's list and cards: the same look for a block's items. */}
      <ol className="page-editor-links">
        {items.fields.map((item, at) => {
          const step = t('admin.pages.timeline.step', { number: at + 1 });
          return (
            <li key={item.id}>
              <fieldset className="admin-fieldset page-editor-links__item">
                <legend className="admin-field__label">{step}</legend>
                <LocalizedField
                  path={`blocks.${index}.items.${at}.when`}
                  label={t('admin.pages.timeline.when')}
                  hint={t('admin.pages.timeline.whenHint')}
                  language={language}
                  maxLength={60}
                />
                <LocalizedField
                  path={`blocks.${index}.items.${at}.text`}
                  label={t('admin.pages.timeline.text')}
                  language={language}
                  maxLength={500}
                  rows={2}
                />
                <div className="page-editor-links__actions">
                  <button
                    type="button"
                    className="button button--secondary admin-button--small"
                    disabled={at === 0}
                    aria-label={`${t('admin.pages.moveUp')}: ${step}`}
                    onClick={() => items.move(at, at - 1)}
                  >
                    <span aria-hidden="true">↑</span> {t('admin.pages.moveUp')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary admin-button--small"
                    disabled={at === count - 1}
                    aria-label={`${t('admin.pages.moveDown')}: ${step}`}
                    onClick={() => items.move(at, at + 1)}
                  >
                    <span aria-hidden="true">↓</span> {t('admin.pages.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary admin-button--small admin-button--danger"
                    aria-label={`${t('admin.pages.timeline.remove')}: ${step}`}
                    onClick={() => items.remove(at)}
                  >
                    {t('admin.pages.timeline.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {count < MAX_STEPS ? (
        <button
          type="button"
          className="button button--secondary admin-button--small"
          onClick={() => items.append({ when: emptyText(), text: emptyText() })}
        >
          {t('admin.pages.timeline.add')}
        </button>
      ) : null}
    </>
  );
}
