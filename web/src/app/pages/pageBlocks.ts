import type { PageWidget, PublicBlock } from '../../../../common/api/pages';

/**
 * Helpers for the pages that lay some of their blocks out apart from the text column (a gallery beside
 * it, link cards under it, the booking card in the aside), wherever staff placed those blocks.
 */

export type BlockOfKind<K extends PublicBlock['kind']> = Extract<PublicBlock, { kind: K }>;

/** The blocks of one kind, in their order. */
export const blocksOfKind = <K extends PublicBlock['kind']>(blocks: readonly PublicBlock[], kind: K) =>
  blocks.filter((block): block is BlockOfKind<K> => block.kind === kind);

/** The blocks of none of these kinds, in their order: what goes in the text column. */
export const blocksNotOfKind = (blocks: readonly PublicBlock[], ...kinds: PublicBlock['kind'][]) =>
  blocks.filter((block) => !kinds.includes(block.kind));

export const isWidget = (block: PublicBlock, widget: PageWidget) =>
  block.kind === 'widget' && block.widget === widget;
