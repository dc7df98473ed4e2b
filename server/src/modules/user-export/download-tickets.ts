// Private files of the consoles and the member site (member exports, operation-log exports, a member's own data) are
// never public: an operation that may hand one out issues a ticket — a 256-bit random token, stored as its SHA-256,
// valid for DOWNLOAD_TICKET_SECONDS and good for one download — and answers `/downloads/<token>`. The route below
// claims the ticket (one conditional update: a second use finds it used) and sends the file, made now or stored.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Schema } from '../../../../sdk';
import { ResultType } from '../../../../sdk/generated/enums';
import { hashToken, newToken } from '../../auth/secrets';
import type { Executor } from '../../db/database';
import type { ModuleDeps } from '../deps';
import type { DownloadMaker } from '../module';
import { personalDataFile } from './personal-data';
import { type DownloadTarget, downloadTicketExpiry, downloadTickets, userExports } from './user-export.tables';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function issueDownload(
  tx: Executor,
  siteId: number,
  target: DownloadTarget,
  fileName: string,
): Promise<Schema<'DownloadLink'>> {
  const token = newToken();
  const [row] = await tx
    .insert(downloadTickets)
    .values({ tokenHash: hashToken(token), siteId, target, fileName, expiresAt: downloadTicketExpiry() })
    .returning({ expiresAt: downloadTickets.expiresAt });
  return { url: `/downloads/${token}`, fileName, expiresAt: row.expiresAt.toISOString() };
}

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  // A post's attachments (the attachment module checked their bytes against these names when they were uploaded).
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  epub: 'application/epub+zip',
};

/** RFC 5987's ext-value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but attr-char excludes. */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function fileHeaders(reply: FastifyReply, fileName: string) {
  const ext = (fileName.split('.').pop() ?? '').toLowerCase();
  const ascii = `download.${ext}`;
  return reply
    .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
}

export function serveDownloads(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  app.get('/downloads/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const gone = () =>
      reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ type: ResultType.notFound, description: '下载链接不存在或已失效，请重新下载' });
    if (!TOKEN_PATTERN.test(token)) return gone();
    const [ticket] = await db
      .update(downloadTickets)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(downloadTickets.tokenHash, hashToken(token)), isNull(downloadTickets.usedAt), gt(downloadTickets.expiresAt, sql`now()`)),
      )
      .returning();
    if (!ticket) return gone();
    const target = ticket.target;
    if (target.kind === 'userExport') {
      const [row] = await db
        .select({ file: userExports.file })
        .from(userExports)
        .where(and(eq(userExports.siteId, ticket.siteId), eq(userExports.id, target.exportId)));
      if (!row?.file) return gone();
      return fileHeaders(reply, ticket.fileName).header('content-length', String(row.file.length)).send(row.file);
    }
    if (target.kind === 'personalData') {
      const file = await personalDataFile(deps.modules, db, ticket.siteId, target.userId, target.format);
      return fileHeaders(reply, ticket.fileName).header('content-length', String(file.length)).send(file);
    }
    // A kind another module owns: that module makes the file (its manifest's downloads).
    for (const module of deps.modules) {
      const make = module.downloads?.[target.kind] as DownloadMaker<typeof target.kind> | undefined;
      if (make) return fileHeaders(reply, ticket.fileName).send(await make(deps, target));
    }
    return gone();
  });
}
