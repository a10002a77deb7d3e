import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { auditLog, files } from '../db/schema';

export interface StoredFile {
  name: string;
  contentType: string;
  data: Buffer;
  createdAt: Date;
}

export function createFileRepository(db: Db) {
  return {
    async get(name: string): Promise<StoredFile | null> {
      const [row] = await db
        .select({
          name: files.name,
          contentType: files.contentType,
          data: files.data,
          createdAt: files.createdAt,
        })
        .from(files)
        .where(eq(files.name, name));
      if (!row) return null;
      // PGlite hands back a Uint8Array, node-postgres a Buffer.
      return { ...row, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) };
    },

    /** Stores the files of one upload, and its line in the audit log, all or nothing. */
    async storeUpload(
      actor: string,
      target: string,
      upload: readonly { name: string; contentType: string; data: Buffer }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(files).values(
          upload.map((file) => ({
            name: file.name,
            contentType: file.contentType,
            data: new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength),
            size: file.data.byteLength,
          })),
        );
        await tx.insert(auditLog).values({ actor, action: 'file.upload', target });
      });
    },
  };
}
export type FileRepository = ReturnType<typeof createFileRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    fileRepository: FileRepository;
  }
}

export default fp(
  async function fileRepository(app: FastifyInstance) {
    app.decorate('fileRepository', createFileRepository(app.db));
  },
  { name: 'file-repository', dependencies: ['database'] },
);
