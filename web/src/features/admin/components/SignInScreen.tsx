import { type FormEvent, useRef, useState } from 'react';
import { loginBody } from '../../../../../common/api/auth';
import { ClubMark } from '../../../components/brand/ClubMark';
import { ApiError } from '../../../lib/api';
import { useClubDetails } from '../../club/api/getClubDetails';
import { useLogin } from '../api/postLogin';
import { useAdminT } from '../i18n';
import { errorText } from './errorText';
import { Field } from './Field';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * Staff sign in with e-mail and password. Missing fields are marked inline; a refusal (wrong details, or
 * locked after repeated failures) is an alert over the form, with the server's own words.
 */
export function SignInScreen() {
  const t = useAdminT();
  const clubName = useClubDetails().data?.name;
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBody.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onError: () => {
        setPassword('');
        passwordRef.current?.focus();
      },
    });
  };

  const refusal = login.isError ? login.error : undefined;
  const locked = refusal instanceof ApiError && refusal.status === 429;

  return (
    <main className="admin-sign-in" id="admin-main">
      <title>
        {clubName
          ? t('admin.documentTitle', { screen: t('admin.signIn.title'), club: clubName })
          : t('admin.signIn.title')}
      </title>
      <div className="admin-sign-in__card">
        <div className="admin-sign-in__brand">
          <ClubMark size={48} />
          <span>{clubName}</span>
        </div>
        <h1 className="admin-sign-in__title">{t('admin.signIn.title')}</h1>
        <p className="admin-sign-in__lead">{t('admin.signIn.lead')}</p>
        {refusal ? (
          <div className={`admin-alert admin-alert--${locked ? 'locked' : 'error'}`} role="alert">
            <p className="admin-alert__title">
              {locked ? t('admin.signIn.locked') : t('admin.signIn.failed')}
            </p>
            <p>{errorText(refusal, t)}</p>
            {refusal instanceof ApiError && refusal.status === 401 ? (
              <p>{t('admin.signIn.lockHint')}</p>
            ) : null}
          </div>
        ) : null}
        <form className="admin-form" noValidate onSubmit={submit}>
          <Field label={t('admin.signIn.email')} error={errors.email}>
            {(control) => (
              <input
                {...control}
                ref={emailRef}
                className="admin-input"
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('admin.signIn.password')} error={errors.password}>
            {(control) => (
              <input
                {...control}
                {...(refusal && !locked ? { 'aria-invalid': true } : {})}
                ref={passwordRef}
                className="admin-input"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button admin-button--wide" disabled={login.isPending}>
            {login.isPending ? t('admin.signIn.submitting') : t('admin.signIn.submit')}
          </button>
        </form>
      </div>
    </main>
  );
}
