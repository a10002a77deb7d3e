import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, FormProvider, useForm, useFormState } from 'react-hook-form';
import { type AdminCourse, type CourseDocument, courseDocument } from '../../../../../../common/api/holes';
import { useSaveCourse } from '../../api/course';
import { staleVersionOf } from '../../api/staleVersion';
import { useAdminT } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { FormSaveBar } from '../FormSaveBar';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { holesWithErrors } from './courseForm';
import { HoleFields } from './HoleFields';
import { HolePicker } from './HolePicker';
import { TeesFields } from './TeesFields';

interface CourseFormProps {
  initial: AdminCourse;
  /** Reads the course again (after a refused save): the newest version, or undefined when that failed. */
  reload: () => Promise<AdminCourse | undefined>;
}

/**
 * The course as staff edit it: the tees, then one hole at a time. Checked with the server's own schema
 * before it is sent; a save publishes it at once. A save someone else's beat is refused, naming them.
 */
export function CourseForm({ initial, reload }: CourseFormProps) {
  const t = useAdminT();
  const save = useSaveCourse();
  const [saved, setSaved] = useState(initial);
  const [hole, setHole] = useState(1);
  const [reloading, setReloading] = useState(false);
  const form = useForm<CourseDocument>({
    resolver: zodResolver(courseDocument),
    defaultValues: initial.course,
  });
  const { isDirty, errors } = useFormState({ control: form.control });
  useUnsavedChangesGuard(isDirty);
  const stale = staleVersionOf(save.error);
  const toFix = holesWithErrors(errors);

  const goTo = (number: number) => {
    setHole(number);
    // Keyboard and screen reader users go on from the hole they chose.
    requestAnimationFrame(() => document.getElementById(`course-hole-${number}`)?.focus());
  };
  const send = (course: CourseDocument) =>
    save.mutate(
      { version: saved.version, course },
      {
        onSuccess: (answer) => {
          setSaved(answer);
          form.reset(answer.course);
        },
      },
    );
  // A refused field on another hole: show the first such hole, so that the message is in view.
  const refused = (found: FieldErrors<CourseDocument>) => {
    const holes = holesWithErrors(found);
    const first = holes[0];
    if (first !== undefined && !holes.includes(hole)) goTo(first);
  };
  const loadTheirs = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      setSaved(fresh);
      form.reset(fresh.course);
      save.reset();
    } finally {
      setReloading(false);
    }
  };

  return (
    <FormProvider {...form}>
      <form className="admin-form course-form" noValidate onSubmit={form.handleSubmit(send, refused)}>
        <p className="admin-hint">
          {saved.updatedBy === 'seed'
            ? t('admin.course.seeded')
            : t('admin.course.lastSaved', { who: saved.updatedBy, when: formatDateTime(saved.updatedAt) })}
        </p>
        {stale ? (
          <div className="admin-alert admin-alert--error" role="alert">
            <p className="admin-alert__title">{t('admin.course.stale.title')}</p>
            <p>
              {t('admin.course.stale.who', { who: stale.updatedBy, when: formatDateTime(stale.updatedAt) })}
            </p>
            <button type="button" className="button" disabled={reloading} onClick={() => void loadTheirs()}>
              {t('admin.course.stale.reload')}
            </button>
          </div>
        ) : null}
        <TeesFields />
        <section className="course-holes" aria-labelledby="course-holes-title">
          <h2 id="course-holes-title" className="course-holes__title">
            {t('admin.course.holesTitle')}
          </h2>
          <HolePicker current={hole} withErrors={toFix} onPick={setHole} />
          {toFix.length > 0 ? (
            <p className="admin-field__error">{t('admin.course.holesToFix', { holes: toFix.join(', ') })}</p>
          ) : null}
          <HoleFields key={hole} number={hole} onGo={goTo} />
        </section>
        <FormSaveBar save={save} label={t('admin.course.save')} />
      </form>
    </FormProvider>
  );
}
