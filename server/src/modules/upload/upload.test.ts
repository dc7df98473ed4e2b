import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type FormPart, multipartBody, TINY_PNG } from '../../../test/multipart';
import { type ConsoleTestSite, memberToken, twoSites } from '../../../test/two-sites';
import { sanitizeHtml } from '../../http/sanitize-html';
import { UPLOADS_PER_MINUTE } from './upload-service';

let server: TestServer;
let a: ConsoleTestSite;

beforeAll(async () => {
  server = await startTestServer();
  ({ a } = (await twoSites(server)).sites);
});
afterAll(() => server?.close());

async function upload(parts: FormPart[], token = a.memberTokens.member) {
  const { payload, contentType } = multipartBody(parts);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { host: a.host, authorization: token, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const file = (value: Buffer, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
  name: 'file',
  value,
  filename,
  contentType,
});

async function grey(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: '#808080' } });
  return format === 'png'
    ? image.png().toBuffer()
    : image
        .withExif({ IFD0: { Copyright: 'secret camera' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
}

const fetchFile = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: a.host } });

describe('uploadImage', () => {
  it('re-encodes a PNG as WebP within 2560 × 2560 and serves it with nosniff and a year of cache', async () => {
    const res = await upload([file(await grey(3000, 1000))]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { url, width, height, bytes } = res.body.data;
    expect(url).toMatch(new RegExp(`^/files/${a.id}/\\d{4}/\\d{2}/[0-9a-f]{32}\\.webp$`));
    expect([width, height]).toEqual([2560, 853]);
    const served = await fetchFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.length).toBe(bytes);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2560, height: 853 });
  });

  it('turns a JPEG upright by its EXIF orientation and strips the EXIF, from a console token too', async () => {
    const res = await upload([file(await grey(400, 200, 'jpeg'), 'p.jpg', 'image/jpeg')], a.tokens.owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([res.body.data.width, res.body.data.height]).toEqual([200, 400]);
    const meta = await sharp((await fetchFile(res.body.data.url)).rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = sharp({ create: { width: 8, height: 16, channels: 4, background: '#f00' } });
    const gif = await frames.gif().toBuffer();
    const res = await upload([file(gif, 'a.gif', 'image/gif')]);
    expect(res.status).toBe(200);
    expect([res.body.data.width, res.body.data.height]).toEqual([8, 16]);
  });

  it('refuses what is not an image by its bytes, whatever its name and declared type', async () => {
    for (const bytes of [Buffer.from('<svg onload="alert(1)"></svg>'), Buffer.from('just some text, renamed'), TINY_PNG.subarray(0, 30)]) {
      const res = await upload([file(bytes, 'photo.png', 'image/png')]);
      expect(res.status).toBe(400);
      expect(['只支持 JPG、PNG、WebP、GIF 图片', '图片已损坏，无法读取']).toContain(res.body.description);
    }
    const svg = await upload([
      file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'), 'x.svg', 'image/svg+xml'),
    ]);
    expect(svg.body.description).toBe('只支持 JPG、PNG、WebP、GIF 图片');
  });

  it('refuses forms that are not one file and a purpose', async () => {
    expect((await upload([])).body.description).toBe('请选择要上传的图片');
    expect((await upload([{ ...file(TINY_PNG), name: 'image' }])).body.description).toBe('图片须放在 file 字段中');
    expect((await upload([file(TINY_PNG), { name: 'purpose', value: 'banner' }])).body.description).toBe('图片用途不正确');
    expect((await upload([file(TINY_PNG), file(TINY_PNG)])).body.description).toBe('一次只能上传一张图片');
    expect((await upload([file(TINY_PNG), { name: 'x', value: '1' }])).status).toBe(400);
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { host: a.host, authorization: a.memberTokens.member, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    expect(JSON.parse(json.body).description).toBe('请以 multipart/form-data 格式上传');
  });

  it('cuts off a file beyond the cap while it streams, without reading the rest into memory', async () => {
    const { payload: head, contentType } = multipartBody([file(Buffer.alloc(0))]);
    const boundaryEnd = head.indexOf('\r\n\r\n') + 4;
    let sent = 0;
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const body = Readable.from(
      (function* () {
        yield head.subarray(0, boundaryEnd);
        while (sent < total) {
          sent += chunk.length;
          yield chunk;
        }
        yield head.subarray(boundaryEnd);
      })(),
    );
    const before = process.memoryUsage().rss;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { host: a.host, authorization: a.memberTokens.member, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).description).toBe('图片不能超过 5 MB');
    // 64 MB went by; far less than that stayed.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it('applies the site’s text watermark to post images, not to avatars (cut to their centred square)', async () => {
    const set = (watermarkType: number) =>
      server.call('updateSiteSetting', {
        body: { siteBasicSetting: { watermarkType, watermarkText: 'Commune 水印' } },
        token: a.tokens.owner,
        host: a.host,
      });
    expect((await set(1)).status).toBe(200);
    const source = await grey(600, 400);
    const corner = async (purpose: string) => {
      const res = await upload([file(source), { name: 'purpose', value: purpose }]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const image = (await fetchFile(res.body.data.url)).rawPayload;
      const { width = 0, height = 0 } = await sharp(image).metadata();
      if (purpose === 'avatar') expect([width, height]).toEqual([400, 400]);
      const { data } = await sharp(image)
        .extract({ left: width - 200, top: height - 60, width: 200, height: 60 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.filter((v) => Math.abs(v - 128) > 24).length;
    };
    const marked = await corner('post');
    const avatar = await corner('avatar');
    expect(marked).toBeGreaterThan(200);
    expect(avatar).toBe(0);
    expect((await set(0)).status).toBe(200);
    expect(await corner('comment')).toBe(0);
  });

  it('keeps a site logo within 1024 × 1024 and a favicon within 256 × 256, each under its own size limit', async () => {
    const logo = await upload([file(await grey(3000, 1500)), { name: 'purpose', value: 'logo' }], a.tokens.owner);
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect([logo.body.data.width, logo.body.data.height]).toEqual([1024, 512]);
    const icon = await upload([file(await grey(512, 512)), { name: 'purpose', value: 'favicon' }], a.tokens.owner);
    expect(icon.status, JSON.stringify(icon.body)).toBe(200);
    expect([icon.body.data.width, icon.body.data.height]).toEqual([256, 256]);
    // Random pixels do not compress: a PNG between the favicon's 1 MB and the 5 MB every upload may have.
    const noise = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 700, height: 700, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const big = await upload([file(noise), { name: 'purpose', value: 'favicon' }], a.tokens.owner);
    expect(big.status).toBe(400);
    expect(big.body.description).toBe('图片不能超过 1 MB');
    expect((await upload([file(noise), { name: 'purpose', value: 'section' }], a.tokens.owner)).status).toBe(200);
  });

  it(`lets one uploader send at most ${UPLOADS_PER_MINUTE} images a minute`, async () => {
    const userId = await server.fixtures.siteUser({ siteId: a.id, account: 'a_busy' });
    const token = await memberToken(server, a.id, userId);
    const results = [];
    for (let i = 0; i < UPLOADS_PER_MINUTE + 1; i++) results.push(await upload([file(TINY_PNG)], token));
    expect(results.slice(0, UPLOADS_PER_MINUTE).every((r) => r.status === 200)).toBe(true);
    const last = results.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.body.description).toMatch(/上传太频繁/);
  });
});

describe('/files/*', () => {
  it('serves only names of the upload shape: no traversal, no other files', async () => {
    for (const url of [
      '/files/../../etc/passwd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      `/files/${a.id}/2026/11/..%2f..%2f..%2fpackage.json`,
      `/files/${a.id}/2026/11/${'ab'.repeat(16)}.webp`,
      `/files/${a.id}/2026/11/${'ab'.repeat(16)}.webp.tmp`,
      `/files/${a.id}/2026/13/${'ab'.repeat(16)}.webp`,
      '/files/',
      `/files/accounts/0/2026/11/${'ab'.repeat(16)}.webp`,
      `/files/accounts/x/2026/11/${'ab'.repeat(16)}.webp`,
    ]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('sanitised content', () => {
  it('keeps uploaded images by their site-relative address and drops other relative sources', () => {
    const own = `/files/${a.id}/2026/11/${'ab'.repeat(16)}.webp`;
    expect(sanitizeHtml(`<p><img src="${own}"></p>`)).toContain(`src="${own}"`);
    for (const src of ['/files/../secret.webp', '/api/x', '//evil.example/a.webp', 'javascript:alert(1)', '/files/1/2026/11/x.webp']) {
      expect(sanitizeHtml(`<p><img src="${src}"></p>`), src).not.toContain('src=');
    }
  });
});
