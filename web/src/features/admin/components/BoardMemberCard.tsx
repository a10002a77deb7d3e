import { useState } from 'react';
import { filePath } from '../../../../../common/api/paths';
import { isTranslationLanguage, type TranslationLanguage } from '../../../../../common/i18n/languages';
import { type AdminMessageKey, useAdminT } from '../i18n';
import { type BoardField, type BoardRow, boardFields, requiredBoardFields } from '../lib/boardList';
import { previewAddress } from '../lib/imagePreview';
import { Field } from './Field';
import { ImageUpload } from './ImageUpload';
import { LanguageVersions } from './LanguageVersions';

/** The longest title in one language (common/api/content.ts, boardMember). */
const TITLE_MAX = 200;

const fieldLabels: Record<BoardField, AdminMessageKey> = {
  category: 'admin.board.category',
  title: 'admin.board.title',
  name: 'admin.board.name',
  image: 'admin.board.image',
};

interface BoardMemberCardProps {
  row: BoardRow;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  showErrors: boolean;
  /** A new member starts open, to be filled in. */
  defaultOpen: boolean;
  onChange: (field: BoardField, value: string) => void;
  /** A change to the title in another language than English. */
  onTitleChange: (language: TranslationLanguage, value: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One board member: a compact row (picture, title, name, category) with the buttons to move it, so the
 * order is set without scrolling through forms; Edit opens its four fields and Remove.
 */
export function BoardMemberCard(props: BoardMemberCardProps) {
  const { row, number, isFirst, isLast, showErrors, defaultOpen, onChange, onTitleChange, onMove, onRemove } =
    props;
  const t = useAdminT();
  const [open, setOpen] = useState(defaultOpen);
  // The picture follows the file name once it is typed (on leaving the field), not at every key.
  const [preview, setPreview] = useState(row.image.trim());
  const [broken, setBroken] = useState(false);
  const who = row.title.trim() || row.name.trim() || t('admin.board.untitled');
  const missing = (field: BoardField) =>
    showErrors && requiredBoardFields.includes(field) && row[field].trim() === '';
  const expanded = open || boardFields.some(missing);
  const legendId = `${row.key}-legend`;
  const fieldsId = `${row.key}-fields`;

  return (
    <li className="admin-board__item" data-row={row.key}>
      <fieldset className="admin-card admin-board__card" aria-labelledby={legendId}>
        <legend className="visually-hidden" id={legendId}>
          {t('admin.board.member', { number })}: {who}
        </legend>
        <div className="admin-board__summary">
          <span className="admin-board__number" aria-hidden="true">
            {number}
          </span>
          {preview && !broken ? (
            <img
              className="admin-board__picture"
              src={previewAddress(filePath(preview))}
              alt={t('admin.board.preview', { title: who })}
              width={56}
              height={56}
              onError={() => setBroken(true)}
            />
          ) : (
            <span className="admin-board__picture admin-board__picture--none" aria-hidden="true" />
          )}
          <span className="admin-board__text" aria-hidden="true">
            <span className="admin-board__who">{who}</span>
            <span className="admin-board__sub">
              {[row.name.trim(), row.category.trim()].filter(Boolean).join(' · ')}
            </span>
          </span>
        </div>
        <div className="admin-board__actions">
          <button
            type="button"
            className="button button--secondary admin-button--small"
            aria-expanded={expanded}
            aria-controls={fieldsId}
            data-control="edit"
            onClick={() => setOpen(!expanded)}
          >
            {t('admin.board.edit')}
            <span className="visually-hidden">: {who}</span>
          </button>
          <button
            type="button"
            className="button button--secondary admin-button--small"
            data-control="up"
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span> {t('admin.board.moveUp')}
            <span className="visually-hidden">: {who}</span>
          </button>
          <button
            type="button"
            className="button button--secondary admin-button--small"
            data-control="down"
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span> {t('admin.board.moveDown')}
            <span className="visually-hidden">: {who}</span>
          </button>
        </div>
        <div className="admin-board__fields" id={fieldsId} hidden={!expanded}>
          {boardFields.map((field, index) =>
            field === 'title' ? (
              // The title in every language, the English required (the page shows it where one is missing).
              <LanguageVersions
                key={field}
                label={t(fieldLabels.title)}
                hint={t('admin.board.titleHint')}
                name="title"
                texts={{ en: row.title, ...row.titles }}
                maxLength={TITLE_MAX}
                englishError={
                  missing('title')
                    ? t('admin.fieldRequired', { field: t(fieldLabels.title).toLowerCase() })
                    : undefined
                }
                onChange={(language, text) =>
                  isTranslationLanguage(language) ? onTitleChange(language, text) : onChange('title', text)
                }
              />
            ) : (
              <Field
                key={field}
                label={t(fieldLabels[field])}
                optional={field === 'name'}
                hint={field === 'image' ? t('admin.board.imageHint') : undefined}
                error={
                  missing(field)
                    ? t('admin.fieldRequired', { field: t(fieldLabels[field]).toLowerCase() })
                    : undefined
                }
              >
                {(control) => (
                  <input
                    {...control}
                    {...(index === 0 ? { 'data-control': 'first' } : {})}
                    className="admin-input"
                    type="text"
                    name={field}
                    autoComplete="off"
                    {...(field === 'image' ? { autoCapitalize: 'none', spellCheck: false } : {})}
                    value={row[field]}
                    onChange={(e) => onChange(field, e.target.value)}
                    onBlur={
                      field === 'image'
                        ? () => {
                            setBroken(false);
                            setPreview(row.image.trim());
                          }
                        : undefined
                    }
                  />
                )}
              </Field>
            ),
          )}
          <ImageUpload
            label={t('admin.board.upload')}
            onUploaded={(image) => {
              onChange('image', image.original.name);
              setBroken(false);
              setPreview(image.original.name);
            }}
          />
          <button
            type="button"
            className="button button--secondary admin-button--small admin-button--danger admin-board__remove"
            onClick={onRemove}
          >
            {t('admin.board.remove')}
            <span className="visually-hidden">: {who}</span>
          </button>
        </div>
      </fieldset>
    </li>
  );
}
