import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useUploadMedia } from '../../api/media';
import { type AdminMessageKey, useAdminT } from '../../i18n';
import { errorText } from '../errorText';
import {
  MEDIA_ACCEPT,
  PHOTO_MEGABYTES,
  type UploadProblem,
  uploadKind,
  uploadProblem,
  VIDEO_MEGABYTES,
} from './mediaFiles';
import { capturePosterFrame } from './posterFrame';

type UploadState = 'waiting' | 'poster' | 'uploading' | 'processing' | 'done' | 'failed';

interface UploadEntry {
  key: number;
  name: string;
  state: UploadState;
  progress: number;
  message?: string;
}

const PROBLEM_TEXT: Record<UploadProblem, AdminMessageKey> = {
  type: 'admin.media.upload.wrongType',
  quicktime: 'admin.media.upload.quicktime',
  photoSize: 'admin.media.upload.photoTooLarge',
  videoSize: 'admin.media.upload.videoTooLarge',
};

const isRunning = (entry: UploadEntry) => entry.state !== 'done' && entry.state !== 'failed';

let nextKey = 1;

/**
 * Photos and videos from the phone's camera roll or the computer, several at once, uploaded one after
 * another, each with its progress. A video's poster frame is taken in the browser before it goes.
 */
export function MediaUpload() {
  const t = useAdminT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadMedia();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const busy = entries.some(isRunning);

  const update = (key: number, patch: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const send = async (key: number, file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      const megabytes = problem === 'videoSize' ? VIDEO_MEGABYTES : PHOTO_MEGABYTES;
      update(key, { state: 'failed', message: t(PROBLEM_TEXT[problem], { megabytes }) });
      return;
    }
    let poster: Blob | null = null;
    if (uploadKind(file) === 'video') {
      update(key, { state: 'poster' });
      try {
        poster = await capturePosterFrame(file);
      } catch {
        update(key, { state: 'failed', message: t('admin.media.upload.noPoster') });
        return;
      }
    }
    update(key, { state: 'uploading', progress: 0 });
    try {
      await upload.mutateAsync({
        file,
        poster,
        // Once every byte is sent, the server is still making the copies.
        onProgress: (fraction) =>
          update(key, fraction >= 1 ? { state: 'processing', progress: 1 } : { progress: fraction }),
      });
      update(key, { state: 'done' });
    } catch (error) {
      update(key, { state: 'failed', message: errorText(error, t) });
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so that choosing the same file again is noticed.
    event.target.value = '';
    if (files.length === 0) return;
    const added = files.map((file) => ({
      key: nextKey++,
      name: file.name,
      state: 'waiting' as const,
      progress: 0,
    }));
    setEntries((list) => [...list.filter(isRunning), ...added]);
    for (const [index, file] of files.entries()) {
      const entry = added[index];
      if (entry) await send(entry.key, file);
    }
  };

  const statusText = (entry: UploadEntry) => {
    switch (entry.state) {
      case 'waiting':
        return t('admin.media.upload.waiting');
      case 'poster':
        return t('admin.media.upload.poster');
      case 'uploading':
        return t('admin.media.upload.uploading', { percent: Math.round(entry.progress * 100) });
      case 'processing':
        return t('admin.media.upload.processing');
      case 'done':
        return t('admin.media.upload.done');
      case 'failed':
        return t('admin.media.upload.failed', { message: entry.message ?? '' });
    }
  };

  return (
    <div className="admin-upload media-upload">
      <input
        ref={inputRef}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="media-upload-input"
        onChange={(event) => void choose(event)}
      />
      <button
        type="button"
        className="button admin-upload__button"
        disabled={busy}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {busy ? t('admin.media.uploadBusy') : t('admin.media.upload')}
      </button>
      <p className="admin-field__hint" id={hintId}>
        {t('admin.media.uploadHint', { photoMegabytes: PHOTO_MEGABYTES, videoMegabytes: VIDEO_MEGABYTES })}
      </p>
      {entries.length > 0 ? (
        <>
          <ul className="media-uploads" aria-label={t('admin.media.uploads')} aria-live="polite">
            {entries.map((entry) => (
              <li key={entry.key} className="media-uploads__item">
                <span className="media-uploads__name">{entry.name}</span>
                {entry.state === 'uploading' ? (
                  <progress
                    className="admin-upload__progress"
                    value={entry.progress}
                    max={1}
                    aria-hidden="true"
                  />
                ) : null}
                <p className={`media-uploads__status media-uploads__status--${entry.state}`}>
                  {statusText(entry)}
                </p>
              </li>
            ))}
          </ul>
          {!busy ? (
            <button
              type="button"
              className="button button--secondary admin-button--small"
              onClick={() => setEntries([])}
            >
              {t('admin.media.uploadsDone')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
