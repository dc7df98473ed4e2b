// commctl site-setup export|import: copy a site's look (navigation, slides, friend links, theme) to another site as JSON.
// The site is the profile's: a site-console login (`commctl login --site demo --profile demo`), as for every console command.
import { readFile, writeFile } from 'node:fs/promises';
import {
  type CommuneClient,
  NavigationPositionLabels,
  NavigationPositionValues,
  SlidePosition,
  ThemePaletteLabels,
  type UploadPurposeValues,
} from '../../../sdk';
import { clientFor } from '../access';
import type { CommandSpec } from '../command-spec';
import type { CommandContext } from '../context';
import { CliError, usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { writeJson } from '../output';
import { type Settings, withLogin } from '../settings';
import {
  LIMITS,
  type Position,
  parseDocument,
  type SiteLook,
  type SiteSetupDocument,
  type SlideInput,
  toDocument,
} from '../site-setup/document';

const SUBJECT = '站点外观';

/** Every slide of the site: the home page's, then each section's in the site's section order. */
async function readSlides(client: CommuneClient, sections: { id: number }[]) {
  const home = await client.getSlideList({ query: { position: SlidePosition.home } });
  const bySection = await Promise.all(
    sections.map((s) => client.getSlideList({ query: { position: SlidePosition.section, sectionId: s.id } })),
  );
  return [...home, ...bySection.flat()];
}

async function readLook(client: CommuneClient, settings: Settings): Promise<SiteLook> {
  return withLogin(settings, async () => {
    const lists = await Promise.all(NavigationPositionValues.map((position) => client.getNavigationList({ query: { position } })));
    const { sections } = await client.getNavigationTargetOptions({ query: {} });
    const [slides, friendLinks, theme] = await Promise.all([
      readSlides(client, sections),
      client.getFriendLinkList(),
      client.getThemeSetting(),
    ]);
    return {
      navigation: Object.fromEntries(lists.map((l) => [l.position, l.list])) as SiteLook['navigation'],
      slides,
      friendLinks,
      theme: theme.published,
      sectionNames: new Map(sections.map((s) => [s.id, s.name])),
    };
  });
}

interface ExportOptions {
  out?: string;
  keepIds?: boolean;
}

export const siteSetupExportCommand: CommandSpec<ExportOptions> = {
  path: ['site-setup', 'export'],
  // No `operations`: listing its reads would take away the generated `navigation list`, `slide list`, … it does not replace.
  description: '把本站的外观（导航、幻灯片、友情链接、主题）导出为 JSON 文件（站点控制台登录）',
  flags(command) {
    command
      .option('--out <file>', '写入这个文件（默认输出到标准输出）')
      .option('--keep-ids', '保留指向本站版块、帖子的导航项与版块幻灯片及等级限制（编号只在本站有效，适合导回本站）');
  },
  async run(options, ctx) {
    const { settings, client } = await clientFor('getNavigationList', options, ctx, SUBJECT);
    const { document, dropped } = toDocument(await readLook(client, settings), Boolean(options.keepIds), settings.apiBase);
    if (dropped.length) {
      ctx.io.stderr.write('警告：以下项目用到本站的版块、帖子或等级编号，换到其他站点不再有效，已略过（加 --keep-ids 保留）：\n');
      for (const line of dropped) ctx.io.stderr.write(`  ${line}\n`);
    }
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (!options.out) ctx.io.stdout.write(text);
    else {
      await writeFile(options.out, text);
      ctx.io.stdout.write(`已导出到 ${options.out}：${counts(document).join('，')}\n`);
    }
    return ExitCode.ok;
  },
};

function counts(document: SiteSetupDocument): string[] {
  const nav = document.navigation ?? {};
  return [
    ...NavigationPositionValues.filter((p) => nav[p]).map((p) => `${NavigationPositionLabels[p]} ${nav[p]?.length} 项`),
    ...(document.slides ? [`幻灯片 ${document.slides.length} 张`] : []),
    ...(document.friendLinks ? [`友情链接 ${document.friendLinks.length} 个`] : []),
    ...(document.theme ? ['主题'] : []),
  ];
}

interface ImportOptions {
  file: string;
  replace?: boolean;
  dryRun?: boolean;
  publish?: boolean;
  json?: boolean;
}

/** What an import changes: the same object is printed before (dry run) and after. */
interface ImportPlan {
  dryRun: boolean;
  navigation: Partial<Record<Position, { before: number; after: number }>>;
  theme: 'draft' | 'published' | null;
  slides: { deleted: number; created: number; kept: number } | null;
  friendLinks: { deleted: number; created: number; kept: number } | null;
}

async function readDocument(file: string, ctx: CommandContext): Promise<SiteSetupDocument> {
  let text: string;
  try {
    text = file === '-' ? await ctx.readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw usageError(`无法读取 --file ${file}${code === 'ENOENT' ? '：文件不存在' : code ? `（${code}）` : ''}`);
  }
  const parsed = await parseDocument(text);
  if ('error' in parsed) throw usageError(`文件 ${file} 不能导入：${parsed.error}`, '没有做任何修改');
  return parsed.document;
}

function planLines(plan: ImportPlan): string[] {
  const lines = Object.entries(plan.navigation).map(
    ([p, n]) => `${NavigationPositionLabels[p as Position]}：替换为 ${n.after} 项（原有 ${n.before} 项）`,
  );
  if (plan.slides?.created) lines.push('幻灯片图片：不在本站的先下载再上传到本站（服务器只接受本站上传的幻灯片图片）');
  if (plan.theme)
    lines.push(`主题：${plan.theme === 'published' ? '发布，前台立即生效' : '保存为草稿（前台不变；加 --publish 直接发布）'}`);
  for (const [label, unit, part] of [
    ['幻灯片', '张', plan.slides],
    ['友情链接', '个', plan.friendLinks],
  ] as const) {
    if (!part) continue;
    const removed = part.deleted ? `删除原有 ${part.deleted} ${unit}，` : part.kept ? `保留原有 ${part.kept} ${unit}，` : '';
    lines.push(`${label}：${removed}新增 ${part.created} ${unit}`);
  }
  return lines;
}

export const siteSetupImportCommand: CommandSpec<ImportOptions> = {
  path: ['site-setup', 'import'],
  operations: ['saveNavigation', 'updateThemeSetting', 'uploadImage', 'createSlide', 'deleteSlide', 'createFriendLink', 'deleteFriendLink'],
  description: '把 site-setup export 导出的外观文件应用到本站（站点控制台登录）：导航整体替换，主题存为草稿，幻灯片与友情链接追加',
  flags(command) {
    command
      .requiredOption('--file <file>', '外观文件（- 为标准输入）')
      .option('--replace', '先删除本站现有的幻灯片与友情链接（默认追加在后面）')
      .option('--publish', '主题直接发布（默认保存为草稿，可预览后在控制台发布）')
      .option('--dry-run', '只显示会做哪些修改，不修改')
      .option('--json', '以 JSON 输出修改摘要');
  },
  async run(options, ctx) {
    const document = await readDocument(options.file, ctx);
    const { settings, client } = await clientFor('saveNavigation', options, ctx, SUBJECT);
    const positions = NavigationPositionValues.filter((p) => document.navigation?.[p]);
    const current = await withLogin(settings, async () => ({
      navigation: await Promise.all(positions.map((position) => client.getNavigationList({ query: { position } }))),
      slides: document.slides ? await readSlides(client, (await client.getNavigationTargetOptions({ query: {} })).sections) : [],
      friendLinks: document.friendLinks ? await client.getFriendLinkList() : [],
    }));
    const part = (incoming: unknown[] | undefined, existing: unknown[]) =>
      incoming
        ? { deleted: options.replace ? existing.length : 0, created: incoming.length, kept: options.replace ? 0 : existing.length }
        : null;
    const plan: ImportPlan = {
      dryRun: Boolean(options.dryRun),
      navigation: Object.fromEntries(
        positions.map((p, i) => [p, { before: current.navigation[i].list.length, after: document.navigation?.[p]?.length ?? 0 }]),
      ),
      theme: document.theme ? (options.publish ? 'published' : 'draft') : null,
      slides: part(document.slides, current.slides),
      friendLinks: part(document.friendLinks, current.friendLinks),
    };
    // Refused before any write: the server would take the first items and stop at its limit, leaving half an import.
    for (const [label, limit, p] of [
      ['幻灯片', LIMITS.slides, plan.slides],
      ['友情链接', LIMITS.friendLinks, plan.friendLinks],
    ] as const)
      if (p && p.kept + p.created > limit)
        throw new CliError(
          `导入后${label}将有 ${p.kept + p.created} 个，超过每站 ${limit} 个的上限`,
          ExitCode.failure,
          '加 --replace 先删除本站现有的，或从文件中删去一些；没有做任何修改',
        );

    if (!options.dryRun) {
      const slides = document.slides && (await carrySlideImages(document.slides, client, settings, ctx));
      await apply({ ...document, slides }, options, client, settings, current, ctx);
    }
    if (options.json) writeJson(ctx.io, plan);
    else {
      ctx.io.stdout.write(options.dryRun ? '试运行，没有修改。将会：\n' : '已导入：\n');
      for (const line of planLines(plan)) ctx.io.stdout.write(`  ${line}\n`);
      if (document.theme && !options.dryRun)
        ctx.io.stdout.write(`  主题配色：${ThemePaletteLabels[document.theme.palette]}，品牌色 ${document.theme.brandColor}\n`);
    }
    return ExitCode.ok;
  },
};

// The console's slide form uploads with this purpose too: no watermark on a banner.
const SLIDE_UPLOAD: (typeof UploadPurposeValues)[number] = 'section';

/**
 * The server takes only pictures uploaded to the site itself for slides, so each slide's picture is fetched from where the
 * document says and uploaded here; one already on this site's own host is used as it is. Done before any other write: a
 * picture that cannot be fetched stops the import with the site unchanged.
 */
async function carrySlideImages(slides: SlideInput[], client: CommuneClient, settings: Settings, ctx: CommandContext) {
  const own = `${new URL(settings.apiBase).origin}/files/`;
  const carried: SlideInput[] = [];
  for (const slide of slides) {
    if (!/^https?:\/\//.test(slide.image)) carried.push(slide);
    else if (slide.image.startsWith(own)) carried.push({ ...slide, image: slide.image.slice(own.length - '/files/'.length) });
    else {
      // A network failure is a picture that cannot be fetched, like an HTTP error.
      const picture = await ctx.download(slide.image).catch(() => null);
      if (picture?.status !== 200)
        throw new CliError(
          `无法下载幻灯片「${slide.title}」的图片 ${slide.image}${picture ? `（HTTP ${picture.status}）` : ''}`,
          ExitCode.failure,
          '没有做任何修改',
        );
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture.bytes)]), 'slide');
      form.append('purpose', SLIDE_UPLOAD);
      const uploaded = await withLogin(settings, () => client.uploadImage({ body: form as never }));
      carried.push({ ...slide, image: uploaded.url });
    }
  }
  return carried;
}

/** Writes in the order least harmful to stop in: navigation and theme (each saved whole), then slides, then friend links. */
async function apply(
  document: SiteSetupDocument,
  options: ImportOptions,
  client: CommuneClient,
  settings: Settings,
  current: { slides: { id: number }[]; friendLinks: { id: number }[] },
  ctx: CommandContext,
) {
  const done: string[] = [];
  try {
    await withLogin(settings, async () => {
      for (const position of NavigationPositionValues) {
        const items = document.navigation?.[position];
        if (!items) continue;
        await client.saveNavigation({ body: { position, items } });
        done.push(`${NavigationPositionLabels[position]}已保存`);
      }
      if (document.theme) {
        await client.updateThemeSetting({ body: { theme: document.theme, publish: Boolean(options.publish) } });
        done.push(options.publish ? '主题已发布' : '主题已存为草稿');
      }
      if (document.slides) {
        if (options.replace && current.slides.length) {
          for (const slide of current.slides) await client.deleteSlide({ query: { id: slide.id } });
          done.push(`原有 ${current.slides.length} 张幻灯片已删除`);
        }
        for (const [i, slide] of document.slides.entries()) {
          await client.createSlide({ body: slide });
          done.push(`幻灯片 ${i + 1}/${document.slides.length}「${slide.title}」已新增`);
        }
      }
      if (document.friendLinks) {
        if (options.replace && current.friendLinks.length) {
          for (const link of current.friendLinks) await client.deleteFriendLink({ query: { id: link.id } });
          done.push(`原有 ${current.friendLinks.length} 个友情链接已删除`);
        }
        for (const [i, link] of document.friendLinks.entries()) {
          await client.createFriendLink({ body: link });
          done.push(`友情链接 ${i + 1}/${document.friendLinks.length}「${link.name}」已新增`);
        }
      }
    });
  } catch (error) {
    if (done.length) ctx.io.stderr.write(`导入中途停止，已完成：\n${done.map((line) => `  ${line}\n`).join('')}`);
    throw error;
  }
}
