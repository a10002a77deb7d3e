import { type FormEvent, useId, useState } from 'react';
import { formatTime } from '../../../../../../common/rules/clubTime';
import { useDeskBooking } from '../../api/teeSheet';
import { useAdminT } from '../../i18n';
import { sameDraft } from '../../lib/sameDraft';
import {
  type DeskBookingDraft,
  type DeskBookingErrors,
  deskBookingFrom,
  emptyDeskBooking,
  type TeeTime,
} from '../../lib/teeSheetForms';
import { ErrorAlert } from '../ErrorAlert';
import { errorText } from '../errorText';
import { Field } from '../Field';
import { FormActions } from '../FormActions';
import { useFieldErrors } from '../useFieldErrors';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

interface DeskBookingFormProps {
  date: string;
  time: TeeTime;
  onDone: (text: string) => void;
  onCancel: () => void;
}

const textFields = [
  { name: 'firstname', label: 'admin.requests.field.firstname', autoComplete: 'off', optional: false },
  { name: 'lastname', label: 'admin.requests.field.lastname', autoComplete: 'off', optional: false },
  { name: 'telephone', label: 'admin.requests.field.telephone', autoComplete: 'off', optional: true },
  { name: 'email', label: 'admin.requests.field.email', autoComplete: 'off', optional: true },
] as const;

/** A caller or walk-in booked in at one time: the party, the name, and how to reach them. */
export function DeskBookingForm({ date, time, onDone, onCancel }: DeskBookingFormProps) {
  const t = useAdminT();
  const book = useDeskBooking();
  const [draft, setDraft] = useState<DeskBookingDraft>(emptyDeskBooking);
  const { errors, formRef, show } = useFieldErrors<DeskBookingErrors>();
  const titleId = useId();
  // Booked, the form closes; a half-filled booking is worth a question before leaving.
  useUnsavedChangesGuard(!sameDraft(draft, emptyDeskBooking));
  const at = formatTime(time.hour, time.minute);
  const set = (field: keyof DeskBookingDraft, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = deskBookingFrom(draft, date, time);
    if (!show(result.errors ?? {}) || !result.input) return;
    const name = `${result.input.firstname} ${result.input.lastname}`;
    book.mutate(result.input, { onSuccess: () => onDone(t('admin.teeSheet.booked', { name, time: at })) });
  };

  return (
    <form
      className="admin-card admin-form tee-sheet__form"
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-labelledby={titleId}
    >
      <h3 className="admin-card__title" id={titleId}>
        {t('admin.teeSheet.bookTitle', { time: at })}
      </h3>
      <div className="admin-form__pair">
        {(['adults', 'juniors'] as const).map((name) => (
          <Field
            key={name}
            label={t(`admin.requests.field.${name}`)}
            error={errors[name]}
            className="admin-field--short"
          >
            {(control) => (
              <input
                {...control}
                className="admin-input"
                type="number"
                inputMode="numeric"
                min={0}
                max={4}
                name={name}
                value={draft[name]}
                onChange={(e) => set(name, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      {textFields.map(({ name, label, autoComplete, optional }) => (
        <Field key={name} label={t(label)} error={errors[name]} optional={optional}>
          {(control) => (
            <input
              {...control}
              className="admin-input"
              type={name === 'email' ? 'email' : name === 'telephone' ? 'tel' : 'text'}
              name={name}
              autoComplete={autoComplete}
              value={draft[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          )}
        </Field>
      ))}
      <Field
        label={t('admin.teeSheet.handicap')}
        error={errors.handicap}
        optional
        className="admin-field--short"
      >
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="text"
            inputMode="decimal"
            name="handicap"
            value={draft.handicap}
            onChange={(e) => set('handicap', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('admin.teeSheet.partnersField')}
        hint={t('admin.teeSheet.partnersHint')}
        error={errors.partners}
        optional
      >
        {(control) => (
          <input
            {...control}
            className="admin-input"
            type="text"
            name="partners"
            autoComplete="off"
            value={draft.partners}
            onChange={(e) => set('partners', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('admin.teeSheet.note')} error={errors.note} optional>
        {(control) => (
          <textarea
            {...control}
            className="admin-input admin-input--multiline"
            name="note"
            rows={2}
            value={draft.note}
            onChange={(e) => set('note', e.target.value)}
          />
        )}
      </Field>
      {book.isError ? (
        <ErrorAlert>{t('admin.teeSheet.failed', { message: errorText(book.error, t) })}</ErrorAlert>
      ) : null}
      <FormActions
        submit={t('admin.teeSheet.confirmBooking')}
        pending={t('admin.teeSheet.booking')}
        isPending={book.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
