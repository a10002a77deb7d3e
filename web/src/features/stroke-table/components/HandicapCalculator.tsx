import { useId, useState } from 'react';
import type { Tee } from '../../../../../common/api/holes';
import { courseHandicap, formatCourseHandicap } from '../../../../../common/rules/strokeTable';
import { useT } from '../../../lib/i18n';
import { parseHandicapIndex } from '../parseHandicapIndex';

interface HandicapCalculatorProps {
  tees: readonly Tee[];
  par: number;
  /** Tells the page which index to mark in the table image (undefined when the field is empty or wrong). */
  onIndex: (index: number | undefined) => void;
}

/** Type your handicap index, read your course handicap from each tee, worked out with the same rules. */
export function HandicapCalculator({ tees, par, onIndex }: HandicapCalculatorProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const index = parseHandicapIndex(text);
  const invalid = text.trim() !== '' && index === undefined;
  return (
    <div className="stroke-calculator">
      <label className="stroke-calculator__label" htmlFor={`${id}-index`}>
        {t('handicapStrokeTable.calculatorLabel')}
      </label>
      <p className="stroke-calculator__hint" id={`${id}-hint`}>
        {t('handicapStrokeTable.calculatorHint')}
      </p>
      <input
        id={`${id}-index`}
        className="stroke-calculator__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('handicapStrokeTable.calculatorPlaceholder')}
        value={text}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setText(event.target.value);
          onIndex(parseHandicapIndex(event.target.value));
        }}
      />
      {invalid ? (
        <p className="stroke-calculator__error" id={`${id}-error`}>
          {t('handicapStrokeTable.calculatorInvalid')}
        </p>
      ) : null}
      <output className="stroke-calculator__results" htmlFor={`${id}-index`} aria-live="polite">
        {index === undefined ? null : (
          <ul className="stroke-calculator__list">
            {tees.map((tee) => (
              <li key={tee.id} className="stroke-calculator__tee">
                <span className="stroke-calculator__tee-name">
                  <span className="tee-swatch" style={{ backgroundColor: tee.colour }} aria-hidden="true" />
                  {t('handicapStrokeTable.calculatorTee', { tee: tee.name.toLowerCase() })}
                </span>
                <span className="stroke-calculator__value-label">
                  {t('handicapStrokeTable.colCourseHandicap')}{' '}
                </span>
                <span className="stroke-calculator__value">
                  {formatCourseHandicap(courseHandicap(index, tee, par))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </output>
    </div>
  );
}
