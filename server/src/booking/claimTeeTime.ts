import { isoDate } from '../../../common/rules/clubTime';
import { sheetTimesFor, type TeeSheetConfig } from '../../../common/rules/teeSheet';
import type { DbOrTx } from '../db/tx';
import {
  isBlocked,
  lockTeeTime,
  playersOnTime,
  type TeeSheetRepository,
  type TeeTimeRef,
} from '../repositories/teeSheetRepository';

/** Why a time cannot be claimed; each caller words it for its audience (visitor, desk, sheet). */
export type ClaimRefusal =
  | { reason: 'not-offered' }
  | { reason: 'blocked' }
  | { reason: 'full'; room: number };

export class ClaimRefused extends Error {
  constructor(readonly refusal: ClaimRefusal) {
    super(`tee time not claimed: ${refusal.reason}`);
  }
}

export interface ClaimRequest {
  time: TeeTimeRef;
  party: number;
  /** The row being moved or reinstated: its own players are not counted against it. */
  rowId?: string | undefined;
}

export interface ClaimOptions {
  /** Read before the transaction: on PGlite a cache miss inside it would wait for its own connection. */
  config: TeeSheetConfig;
  /** Staff may put a party on a members-only time; the online booking may not. */
  membersOnlyAllowed: boolean;
  /**
   * Is the time's place on the sheet checked? The online booking checks what it offers (the date's window
   * and the course status) before its transaction; a late payment keeps what was paid for.
   */
  checkOffered?: boolean;
  /**
   * A late payment: never refused, blocked or full; the answer says so, and the caller tells staff.
   */
  allowOverbook?: boolean;
}

export interface Claim<T> {
  written: T;
  /** The players on the time once the row is written (its own party included). */
  players: number;
  capacity: number;
  blocked: boolean;
  /** More players than the time holds, or players on a blocked time: staff must sort it out. */
  overbooked: boolean;
}

/**
 * The one place that claims a tee time (docs/decisions/0030): it locks the time (lockTeeTime, after any
 * lock the caller took on the address, client or day, before the row's lock), checks that the time is on
 * the sheet and not blocked, counts the players that hold it by the one definition of "holds"
 * (holdsItsPlayers), and only then lets the caller insert or move its row, in the same transaction. Online
 * booking, retry, desk booking, request confirmation, move and the late payment all call it.
 */
export async function claimTeeTime<T>(
  tx: DbOrTx,
  teeSheet: Pick<TeeSheetRepository, 'blocksOn'>,
  request: ClaimRequest,
  options: ClaimOptions,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<Claim<T>> {
  const { time, party } = request;
  const { config } = options;
  if (options.checkOffered !== false && !options.allowOverbook) {
    const onSheet = sheetTimesFor(time, config).some(
      (t) => t.hour === time.hour && t.min === time.minute && (options.membersOnlyAllowed || !t.membersOnly),
    );
    if (!onSheet) throw new ClaimRefused({ reason: 'not-offered' });
  }
  await lockTeeTime(tx, time);
  const blocked = isBlocked(await teeSheet.blocksOn(isoDate(time), tx), time.hour, time.minute);
  const others = await playersOnTime(tx, time, request.rowId);
  const room = config.playersPerTime - others;
  if (!options.allowOverbook) {
    if (blocked) throw new ClaimRefused({ reason: 'blocked' });
    if (party > room) throw new ClaimRefused({ reason: 'full', room });
  }
  const written = await write(tx);
  const players = others + party;
  return {
    written,
    players,
    capacity: config.playersPerTime,
    blocked,
    overbooked: blocked || players > config.playersPerTime,
  };
}
