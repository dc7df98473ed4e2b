// The site-setup document: a site's look (navigation, slides, friend links, theme) as JSON that another site can take.
// Its parts are the contract's own input schemas, so a document that passes here is what the save operations accept.
import bundle from '../../../openapi/dist/openapi.json' with { type: 'json' };
import {
  NavigationPositionLabels,
  NavigationPositionValues,
  NavigationTargetKind,
  NavigationTargetKindLabels,
  NavigationVisibility,
  type Schema,
  SlidePosition,
  violationMessage,
} from '../../../sdk';

export const SITE_SETUP_VERSION = 1;

export type Position = Schema<'NavigationPosition'>;
export type NavigationItemInput = Schema<'NavigationItemInput'>;
export type SlideInput = Schema<'SlideCreateInput'>;
export type FriendLinkInput = Schema<'FriendLinkCreateInput'>;

export interface SiteSetupDocument {
  version: typeof SITE_SETUP_VERSION;
  navigation?: Partial<Record<Position, NavigationItemInput[]>>;
  slides?: SlideInput[];
  friendLinks?: FriendLinkInput[];
  theme?: Schema<'Theme'>;
}

/** What the source site has, as the console operations answer it. */
export interface SiteLook {
  navigation: Record<Position, Schema<'NavigationItem'>[]>;
  /** Home slides first, then each section's in the site's section order. */
  slides: Schema<'Slide'>[];
  friendLinks: Schema<'FriendLink'>[];
  theme: Schema<'Theme'>;
  sectionNames: Map<number, string>;
}

type NavigationRow = Schema<'NavigationItem'> | Schema<'NavigationChild'>;

// Section and post ids, and rank ids, are the source site's own: on another site they name nothing, or something else.
const SITE_BOUND_TARGETS: readonly string[] = [NavigationTargetKind.section, NavigationTargetKind.post];

function siteBoundReason(row: NavigationRow): string | undefined {
  if (SITE_BOUND_TARGETS.includes(row.targetKind))
    return `${NavigationTargetKindLabels[row.targetKind]}${row.targetName ? `「${row.targetName}」` : ` ${row.targetId}`}`;
  if (row.visibility === NavigationVisibility.rankAtLeast) return `等级「${row.rankName || row.rankId}」及以上可见`;
  return undefined;
}

function navigationInput(row: NavigationRow): NavigationItemInput {
  return {
    name: row.name,
    targetKind: row.targetKind,
    ...(row.targetId !== null ? { targetId: row.targetId } : {}),
    ...(row.targetKind === NavigationTargetKind.external ? { url: row.url } : {}),
    icon: row.icon,
    openInNewWindow: row.openInNewWindow,
    visibility: row.visibility,
    ...(row.rankId !== null ? { rankId: row.rankId } : {}),
    enabled: row.enabled,
  };
}

/** `/files/…` on the source site as a full address, so the document means the same picture wherever it is read. */
export const absoluteUrl = (url: string, siteBase: string) => (url.startsWith('/') ? new URL(url, `${siteBase}/`).href : url);

/**
 * The document for a site's look, and one line per item left out because it names the source site's ids. `siteBase` is the
 * source site's address: its own images (`/files/…`) are written as full URLs.
 */
export function toDocument(look: SiteLook, keepIds: boolean, siteBase: string): { document: SiteSetupDocument; dropped: string[] } {
  const dropped: string[] = [];
  const url = (value: string) => absoluteUrl(value, siteBase);
  const keep = (row: NavigationRow, where: string) => {
    const reason = siteBoundReason(row);
    if (!reason || keepIds) return true;
    dropped.push(`${where}「${row.name}」（${reason}）`);
    return false;
  };
  const navigation = Object.fromEntries(
    NavigationPositionValues.map((position) => {
      const where = NavigationPositionLabels[position];
      const items = look.navigation[position]
        .filter((item) => keep(item, where))
        .map((item) => {
          const children = item.children.filter((child) => keep(child, `${where}「${item.name}」的子菜单`)).map(navigationInput);
          return { ...navigationInput(item), ...(children.length ? { children } : {}) };
        });
      return [position, items];
    }),
  ) as Record<Position, NavigationItemInput[]>;

  const slides = look.slides.flatMap((slide): SlideInput[] => {
    if (slide.position === SlidePosition.section && !keepIds) {
      const section = slide.sectionId === null ? '' : (look.sectionNames.get(slide.sectionId) ?? String(slide.sectionId));
      dropped.push(`幻灯片「${slide.title}」（版块「${section}」顶部）`);
      return [];
    }
    return [
      {
        position: slide.position,
        ...(slide.sectionId !== null ? { sectionId: slide.sectionId } : {}),
        image: url(slide.image),
        title: slide.title,
        link: slide.link,
        ...(slide.startTime ? { startTime: slide.startTime } : {}),
        ...(slide.endTime ? { endTime: slide.endTime } : {}),
        status: slide.status,
      },
    ];
  });
  const friendLinks = look.friendLinks.map(
    (link): FriendLinkInput => ({
      name: link.name,
      url: link.url,
      logo: url(link.logo),
      description: link.description,
      placement: link.placement,
      status: link.status,
    }),
  );
  const theme = { ...look.theme, logoUrl: url(look.theme.logoUrl), faviconUrl: url(look.theme.faviconUrl) };
  return { document: { version: SITE_SETUP_VERSION, navigation, slides, friendLinks, theme }, dropped };
}

type Json = Record<string, unknown>;
const schemas = (bundle as unknown as { components: { schemas: Record<string, Json> } }).components.schemas;

/** The contract's bounds: a site holds at most this many slides, friend links, and navigation items per position. */
export const LIMITS = {
  slides: schemas.SlideList.maxItems as number,
  friendLinks: schemas.FriendLinkList.maxItems as number,
  navigation: (schemas.NavigationList.properties as Record<string, Json>).list.maxItems as number,
};

// The document's schema: each part is the contract's own schema for what the save operation takes.
const componentRef = (name: string) => ({ $ref: `commune:openapi#/components/schemas/${name}` });
const documentSchema = {
  title: '站点外观文件',
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    version: { title: '版本', const: SITE_SETUP_VERSION },
    navigation: {
      title: '导航',
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(
        NavigationPositionValues.map((position) => [
          position,
          {
            title: NavigationPositionLabels[position],
            type: 'array',
            maxItems: LIMITS.navigation,
            items: componentRef('NavigationItemInput'),
          },
        ]),
      ),
    },
    slides: { title: '幻灯片', type: 'array', maxItems: LIMITS.slides, items: componentRef('SlideCreateInput') },
    friendLinks: { title: '友情链接', type: 'array', maxItems: LIMITS.friendLinks, items: componentRef('FriendLinkCreateInput') },
    theme: componentRef('Theme'),
  },
};

interface Violation {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Json;
}

function resolve(node: unknown): Json | undefined {
  let current = node as Json | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 32; hops++) {
    const path = (current.$ref as string).replace(/^(commune:openapi)?#\//, '').split('/');
    current = path.reduce<unknown>((acc, key) => (acc as Json | undefined)?.[key], bundle) as Json | undefined;
  }
  return current;
}

/** `navigation.top[2].name`: where in the file the violation is, as a person reads it. */
function location(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce((text, segment) => (/^\d+$/.test(segment) ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), '');
}

/** The sentence for a violation: the field's `x-messages` from the contract when it has one, otherwise built from its title. */
function describe(error: Violation): string {
  const schema = error.parentSchema ?? {};
  let where = location(error.instancePath);
  let field = schema;
  if (error.keyword === 'required') {
    const name = String(error.params.missingProperty);
    field = resolve((schema.properties as Json | undefined)?.[name]) ?? {};
    where = where ? `${where}.${name}` : name;
  }
  if (error.keyword === 'additionalProperties') {
    const name = String(error.params.additionalProperty);
    return `${where ? `${where}：` : ''}不认识的字段 ${name}`;
  }
  if (error.instancePath === '/version' || (error.keyword === 'required' && where === 'version'))
    return `文件版本应为 ${SITE_SETUP_VERSION}（commctl site-setup export 导出的文件）`;
  const custom = (field['x-messages'] as Record<string, string> | undefined)?.[error.keyword];
  const title = (field.title as string | undefined) ?? where.split('.').at(-1) ?? '内容';
  const message = custom ?? violationMessage(error.keyword, title, error.params);
  return where ? `${where}：${message}` : message;
}

let validator: ((value: unknown) => Violation | undefined) | undefined;

// Ajv is loaded only here: the other commands start without it.
async function compile() {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  const ajv = new Ajv2020({ strict: false, allErrors: false, verbose: true, validateFormats: false });
  ajv.addSchema({ ...(bundle as object), $id: 'commune:openapi' });
  const validate = ajv.compile(documentSchema);
  return (value: unknown) => (validate(value) ? undefined : (validate.errors?.[0] as Violation | undefined));
}

/** The document, or the Chinese reason it cannot be imported. */
export async function parseDocument(text: string): Promise<{ document: SiteSetupDocument } | { error: string }> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `文件不是合法的 JSON：${(error as Error).message.replace(/\s+/g, ' ')}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: '文件应是一个 JSON 对象（commctl site-setup export 导出的文件）' };
  validator ??= await compile();
  const violation = validator(value);
  return violation ? { error: describe(violation) } : { document: value as SiteSetupDocument };
}
