// 个人设置 › 头像 in the SaaS console: an account's own avatar, read and re-encoded like every upload, stored under
// accounts/<id>/ and served by /files/; refused in Chinese when it is no image or too big; never another account's.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { type FormPart, multipartBody } from '../../../test/multipart';

let server: TestServer;
let mine: string;
let theirs: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.fixtures.account({ mobile: '13900000960' });
  await server.fixtures.account({ mobile: '13900000961' });
  mine = await server.fixtures.loginSaas('13900000960');
  theirs = await server.fixtures.loginSaas('13900000961');
}, 240_000);
afterAll(() => server?.close());

async function uploadAvatar(parts: FormPart[], token = mine) {
  const { payload, contentType } = multipartBody(parts);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/saas/account/avatar',
    headers: { host: 'localhost', authorization: token, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const file = (value: Buffer, filename = 'me.png', contentType = 'image/png'): FormPart => ({ name: 'file', value, filename, contentType });
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
const avatarOf = async (token: string) => (await server.call('getTokenAccount', { token })).body.data.avatarUrl as string;

describe('uploadAccountAvatar', () => {
  it('re-encodes the picture as WebP within 512 × 512, stores it under the account and sets it as the avatar', async () => {
    const before = await server.call('getTokenAccount', { token: mine });
    expect(before.body.data.avatarUrl).toBe('');
    const res = await uploadAvatar([file(await picture(1200, 900))]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.description).toBe('头像已更新');
    const url = res.body.data.avatarUrl;
    expect(url).toMatch(new RegExp(`^/files/accounts/${before.body.data.id}/\\d{4}/\\d{2}/[0-9a-f]{32}\\.webp$`));
    expect(await avatarOf(mine)).toBe(url);

    const served = await server.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 384 });
  });

  it('refuses what is no image with a Chinese 400 and leaves the avatar as it was', async () => {
    const kept = await avatarOf(mine);
    const res = await uploadAvatar([file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png')]);
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('只支持 JPG、PNG、WebP、GIF 图片');
    expect(await avatarOf(mine)).toBe(kept);
  });

  it('refuses a file over 2 MB with a Chinese 400', async () => {
    // Random pixels do not compress: a PNG well over 2 MB and under the 5 MB ceiling of every upload.
    const noise = await sharp(Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await uploadAvatar([file(noise)]);
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('图片不能超过 2 MB');
  });

  it('takes the file alone: a purpose or another field is refused', async () => {
    const res = await uploadAvatar([file(await picture(10, 10)), { name: 'accountId', value: '1' }]);
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('表单只能包含 file 字段');
  });

  it('keeps one file per account: the replaced avatar’s file is removed', async () => {
    const first = await avatarOf(mine);
    const res = await uploadAvatar([file(await picture(80, 80))]);
    expect(res.status).toBe(200);
    const fetchStatus = async (url: string) => (await server.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).statusCode;
    expect(await fetchStatus(res.body.data.avatarUrl)).toBe(200);
    expect(await fetchStatus(first)).toBe(404);
  });

  it('changes only the token’s own account, and needs a SaaS token', async () => {
    const mineBefore = await avatarOf(mine);
    const res = await uploadAvatar([file(await picture(64, 64))], theirs);
    expect(res.status).toBe(200);
    expect(res.body.data.avatarUrl).not.toBe(mineBefore);
    expect(await avatarOf(mine)).toBe(mineBefore);
    expect(await avatarOf(theirs)).toBe(res.body.data.avatarUrl);

    expect((await uploadAvatar([file(await picture(64, 64))], '')).status).toBe(401);
  });
});

describe('removeAccountAvatar', () => {
  it('clears the token’s own avatar, and its file, and no other', async () => {
    const mineBefore = await avatarOf(mine);
    const theirsBefore = await avatarOf(theirs);
    expect(theirsBefore).not.toBe('');
    const res = await server.call('removeAccountAvatar', { token: mine });
    expect(res.status).toBe(200);
    expect(res.body.data.avatarUrl).toBe('');
    expect(await avatarOf(mine)).toBe('');
    expect((await server.app.inject({ method: 'GET', url: mineBefore, headers: { host: 'localhost' } })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: theirsBefore, headers: { host: 'localhost' } })).statusCode).toBe(200);
    expect(await avatarOf(theirs)).toBe(theirsBefore);
  });
});
