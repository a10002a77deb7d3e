import type { ReactNode } from 'react';
import { formatTime } from '../../../../../../common/rules/clubTime';

interface NearestTimesProps {
  /** The times with room that the server's 409 offered, nearest first. */
  times: { hour: number; minute: number }[];
  lead: string;
  /** The text of the button of one time (HH:MM). */
  label: (at: string) => ReactNode;
  busy: boolean;
  onPick: (time: { hour: number; minute: number }) => void;
}

/** A refused move or confirmation: the nearest times with room, each one tap away. */
export function NearestTimes({ times, lead, label, busy, onPick }: NearestTimesProps) {
  return (
    <div className="tee-sheet__offers">
      <p>{lead}</p>
      <div className="admin-form__actions">
        {times.map((time) => {
          const at = formatTime(time.hour, time.minute);
          return (
            <button
              key={at}
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => onPick(time)}
            >
              {label(at)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
