import type { Db } from './client';

/** A transaction handle; repositories accept it where a write must join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
