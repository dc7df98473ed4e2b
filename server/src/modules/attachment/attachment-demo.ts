// The demo's attachments: on `demo` (and `demo2`), a book list free to download on one member's post and reading
// notes for 5 coins on another's, so that 下载 and 「已购买」 show on a fresh start.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ContentStatus } from '../../../../sdk';
import type { Executor } from '../../db/database';
import type { DemoSite } from '../module';
import { posts } from '../post/post.tables';
import { attachments } from './attachment.tables';
import { newAttachmentKey } from './attachment-files';

/** A one-page PDF with an ASCII line (a real PDF, so the type check would take it too). */
function demoPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const BOOK_LIST = [
  '青禾读书会 · 本月书单',
  '',
  '1. 《三体》 刘慈欣',
  '2. 《活着》 余华',
  '3. 《平凡的世界》 路遥',
  '4. 《围城》 钱锺书',
  '',
].join('\n');

export async function seedDemoAttachments(tx: Executor, site: DemoSite): Promise<void> {
  if (!site.files || site.memberIds.length < 3) return;
  // Posts of members other than the first (reader1), so that reader1 can buy.
  const targets = await tx
    .select({ id: posts.id, authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.siteId, site.siteId), eq(posts.status, ContentStatus.published), inArray(posts.authorId, site.memberIds.slice(1))))
    .orderBy(asc(posts.id))
    .limit(2);
  const files = [
    { name: '本月书单.txt', ext: 'txt', data: Buffer.from(`\uFEFF${BOOK_LIST}`, 'utf8'), price: 0, downloads: 12 },
    { name: '《三体》读书笔记.pdf', ext: 'pdf', data: demoPdf('Three-Body reading notes - Qinghe Reading Club'), price: 5, downloads: 3 },
  ];
  for (const [i, post] of targets.entries()) {
    const file = files[i];
    const key = newAttachmentKey(site.siteId);
    await site.files.put(key, file.data, {
      contentType: 'application/octet-stream',
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
    await tx.insert(attachments).values({
      siteId: site.siteId,
      uploaderId: post.authorId,
      postId: post.id,
      name: file.name,
      ext: file.ext,
      bytes: file.data.length,
      storageKey: key,
      price: file.price,
      downloadCount: file.downloads,
    });
  }
}
