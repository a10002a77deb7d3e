import { useEffect, useRef } from 'react';
import { useAdminT } from '../../i18n';
import { ADDABLE_KINDS, type AddableKind } from './blocks';

interface AddBlockChooserProps {
  onAdd: (kind: AddableKind) => void;
  /** Offered under a block: it can be closed again. */
  onCancel?: () => void;
}

/** The kinds of block staff can add, as large buttons, each with a line saying what it is for. */
export function AddBlockChooser({ onAdd, onCancel }: AddBlockChooserProps) {
  const t = useAdminT();
  const first = useRef<HTMLButtonElement>(null);
  const underBlock = onCancel !== undefined;
  // Opened under a block: the choice comes next, so focus goes there.
  useEffect(() => {
    if (underBlock) first.current?.focus();
  }, [underBlock]);
  return (
    <fieldset className="admin-fieldset page-editor-add">
      <legend className="admin-field__label">
        {underBlock ? t('admin.pages.addHere') : t('admin.pages.addAtEnd')}
      </legend>
      <div className="page-editor-add__kinds">
        {ADDABLE_KINDS.map((kind, at) => (
          <button
            key={kind}
            ref={at === 0 ? first : undefined}
            type="button"
            className="button button--secondary page-editor-add__kind"
            onClick={() => onAdd(kind)}
          >
            <span className="page-editor-add__name">{t(`admin.pages.kind.${kind}`)}</span>
            <span className="page-editor-add__what">{t(`admin.pages.kindHint.${kind}`)}</span>
          </button>
        ))}
      </div>
      {onCancel ? (
        <button type="button" className="button button--secondary admin-button--small" onClick={onCancel}>
          {t('admin.cancel')}
        </button>
      ) : null}
    </fieldset>
  );
}
