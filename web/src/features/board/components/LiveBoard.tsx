import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../lib/i18n';
import { useBoardMembers } from '../api/getBoardMembers';
import { BoardGroups } from './BoardGroups';

/**
 * The board from bod-page-data: a loader, then the groups; nothing at all when the content fails. The
 * loader holds a screen's height, so that what follows the board (its onward links, the footer) starts
 * below the first screen and does not visibly jump down when the board arrives
 * (docs/product.md, Speed budgets: /bod's CLS).
 */
export function LiveBoard() {
  const t = useT();
  const board = useBoardMembers();
  if (board.isPending) {
    return (
      <div className="board board--loading">
        <Spinner label={t('bod.loading')} />
      </div>
    );
  }
  if (board.isError) return null;
  return <BoardGroups members={board.data} />;
}
