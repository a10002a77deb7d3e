import type { ReactNode } from 'react';
import type { PageBlock } from '../../../../../../common/api/pages';
import type { Language } from '../../../../../../common/i18n/languages';
import { useAdminT } from '../../i18n';
import { ConfirmDelete } from '../ConfirmDelete';
import { BlockFields } from './BlockFields';
import { widgetInfo } from './widgets';

interface BlockCardProps {
  /** The card's own key in the list (not the block's id, which the form keeps). */
  cardKey: string;
  block: PageBlock;
  index: number;
  count: number;
  language: Language;
  confirmingRemove: boolean;
  onMove: (step: -1 | 1) => void;
  onAddBelow: () => void;
  onRemove: () => void;
  onConfirmRemove: () => void;
  onKeep: () => void;
  /** The chooser of a new block, when it was asked for under this one. */
  children?: ReactNode;
}

/** A block's name as staff know it: its kind, or the feature a widget shows. */
export function useBlockName() {
  const t = useAdminT();
  return (block: PageBlock) =>
    block.kind === 'widget' ? t(widgetInfo[block.widget].name) : t(`admin.pages.kind.${block.kind}`);
}

/**
 * One block of the page: its number and kind, what it holds in the language being edited, and the buttons
 * to move it, add another under it and remove it (after a question). A widget is moved only.
 */
export function BlockCard(props: BlockCardProps) {
  const { cardKey, block, index, count, language, confirmingRemove } = props;
  const t = useAdminT();
  const name = useBlockName()(block);
  const legend = t('admin.pages.block', { number: index + 1, name });
  const legendId = `block-${cardKey}-legend`;
  return (
    <li className="page-editor-block" data-card={cardKey}>
      <fieldset
        className={`admin-card admin-fieldset page-editor-block__card page-editor-block__card--${block.kind}`}
        aria-labelledby={legendId}
      >
        <legend className="visually-hidden">{legend}</legend>
        <h3 className="page-editor-block__title" id={legendId} tabIndex={-1} data-focus="title">
          <span className="page-editor-block__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="visually-hidden">{legend}</span>
          <span aria-hidden="true">{name}</span>
        </h3>
        <BlockFields index={index} block={block} language={language} />
        {confirmingRemove ? (
          <ConfirmDelete
            question={t('admin.pages.removeQuestion', { name })}
            confirmLabel={t('admin.pages.removeYes')}
            keepLabel={t('admin.pages.removeKeep')}
            busy={false}
            onConfirm={props.onConfirmRemove}
            onKeep={props.onKeep}
          />
        ) : (
          <div className="page-editor-block__actions">
            <button
              type="button"
              className="button button--secondary admin-button--small"
              data-control="up"
              disabled={index === 0}
              aria-label={`${t('admin.pages.moveUp')}: ${legend}`}
              onClick={() => props.onMove(-1)}
            >
              <span aria-hidden="true">↑</span> {t('admin.pages.moveUp')}
            </button>
            <button
              type="button"
              className="button button--secondary admin-button--small"
              data-control="down"
              disabled={index === count - 1}
              aria-label={`${t('admin.pages.moveDown')}: ${legend}`}
              onClick={() => props.onMove(1)}
            >
              <span aria-hidden="true">↓</span> {t('admin.pages.moveDown')}
            </button>
            <button
              type="button"
              className="button button--secondary admin-button--small"
              data-control="add"
              aria-label={`${t('admin.pages.addBelow')}: ${legend}`}
              onClick={props.onAddBelow}
            >
              <span aria-hidden="true">+</span> {t('admin.pages.addBelow')}
            </button>
            {block.kind === 'widget' ? null : (
              <button
                type="button"
                className="button button--secondary admin-button--small admin-button--danger"
                data-control="remove"
                aria-label={`${t('admin.pages.remove')}: ${legend}`}
                onClick={props.onRemove}
              >
                {t('admin.pages.remove')}
              </button>
            )}
          </div>
        )}
      </fieldset>
      {props.children}
    </li>
  );
}
