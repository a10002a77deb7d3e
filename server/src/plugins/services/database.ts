import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import { ensureAdmin } from '../../db/staff';
import type { PasswordHasher } from '../../lib/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  admin: { email: string; password: string } | undefined;
  hasher: PasswordHasher;
}

/**
 * Migrates, seeds an empty database and creates the first admin, before any route can answer. Instances
 * starting at once on one PostgreSQL database take turns (docs/product.md, Faults): the second finds the
 * work done.
 */
export default fp(
  async function database(app: FastifyInstance, opts: DatabasePluginOptions) {
    await opts.database.exclusively(async () => {
      await opts.database.migrate();
      if (await seedIfEmpty(opts.database.db)) app.log.info('seeded an empty database with sample content');
      if (opts.admin && (await ensureAdmin(opts.database.db, opts.admin, opts.hasher))) {
        app.log.info('created the first admin account from ADMIN_EMAIL');
      }
    });
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'database' },
);
