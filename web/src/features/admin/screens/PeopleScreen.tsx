import { type FormEvent, useRef, useState } from 'react';
import { personEmail, personExportFileName } from '../../../../../common/api/people';
import { useErasePerson } from '../api/postErasePerson';
import { useExportPerson } from '../api/postPersonExport';
import { AdminScreen } from '../components/AdminScreen';
import { errorText } from '../components/errorText';
import { Field } from '../components/Field';
import { useAdminT } from '../i18n';
import { downloadJson } from '../lib/download';

type Message = { text: string; tone: 'success' | 'error' };

/**
 * A person's rights of access and erasure, for admins (docs/product.md, A person's data): their e-mail
 * address, then Export (a JSON file) or Erase, which asks first.
 */
export function PeopleScreen() {
  const t = useAdminT();
  const exporter = useExportPerson();
  const eraser = useErasePerson();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState('');
  const [message, setMessage] = useState<Message>({ text: '', tone: 'success' });
  const eraseRef = useRef<HTMLButtonElement>(null);
  const busy = exporter.isPending || eraser.isPending;

  /** The address, or null after marking the field when it is not one. */
  const checkedEmail = (): string | null => {
    const parsed = personEmail.safeParse(email);
    setInvalid(!parsed.success);
    setMessage({ text: '', tone: 'success' });
    return parsed.success ? parsed.data : null;
  };
  const failed = (error: unknown) =>
    setMessage({ text: t('admin.people.failed', { message: errorText(error, t) }), tone: 'error' });

  const exportData = (event: FormEvent) => {
    event.preventDefault();
    const address = checkedEmail();
    if (!address) return;
    setConfirming('');
    exporter.mutate(address, {
      onSuccess: (data) => {
        downloadJson(personExportFileName(new Date(data.exportedAt)), data);
        setMessage({
          text: t('admin.people.exported', {
            requests: data.requests.length,
            // Theirs, and others' that name them as a partner (docs/product.md, Playing partners).
            bookings: data.bookings.length + data.partnerBookings.length,
            mails: data.mails.length,
            audit: data.auditEntries.length,
          }),
          tone: 'success',
        });
      },
      onError: failed,
    });
  };

  const askErase = () => {
    const address = checkedEmail();
    if (address) setConfirming(address);
  };

  const erase = () =>
    eraser.mutate(confirming, {
      onSuccess: (counts) => {
        setMessage({
          text: t('admin.people.erased', {
            requests: counts.requests,
            bookings: counts.bookings,
            mails: counts.mails,
            audit: counts.auditEntries,
          }),
          tone: 'success',
        });
        setEmail('');
      },
      onError: failed,
      onSettled: () => {
        setConfirming('');
        requestAnimationFrame(() => eraseRef.current?.focus());
      },
    });

  return (
    <AdminScreen title={t('admin.nav.people')} lead={t('admin.people.lead')}>
      <form className="admin-form" noValidate onSubmit={exportData}>
        <Field
          label={t('admin.people.email')}
          hint={t('admin.people.emailHint')}
          error={invalid ? t('admin.people.badEmail') : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="admin-input"
              type="email"
              name="email"
              autoComplete="off"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setInvalid(false);
                setConfirming('');
              }}
            />
          )}
        </Field>
        {confirming ? (
          <div className="admin-confirm">
            <p className="admin-confirm__question">{t('admin.people.confirmErase', { email: confirming })}</p>
            <div className="admin-form__actions">
              <button
                type="button"
                className="button admin-button--danger-solid"
                disabled={busy}
                onClick={erase}
              >
                {eraser.isPending ? t('admin.people.erasing') : t('admin.people.confirmEraseYes')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming('')}>
                {t('admin.people.keep')}
              </button>
            </div>
          </div>
        ) : (
          <div className="admin-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {exporter.isPending ? t('admin.people.exporting') : t('admin.people.export')}
            </button>
            <button
              type="button"
              className="button button--secondary admin-button--danger"
              ref={eraseRef}
              disabled={busy}
              onClick={askErase}
            >
              {t('admin.people.erase')}
            </button>
          </div>
        )}
      </form>
      <p
        className={`admin-save-status admin-save-status--${message.tone} admin-screen__message`}
        role="status"
      >
        {message.text}
      </p>
    </AdminScreen>
  );
}
