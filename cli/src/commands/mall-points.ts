// Points and the points mall for a site console profile: `points records|adjust|check`, `gifts list|categories`,
// `mall orders list|ship`. The read-only ones are the generated commands under operator-friendly names.
import { PointCategoryCodeLabels } from '../../../sdk';
import type { CommandSpec } from '../command-spec';
import { usageError } from '../errors';
import { ExitCode } from '../exit-codes';
import { generatedCommand } from '../generated-commands';
import { type JsonFlag, jsonOption, jsonOutput } from '../json-fields';
import { enumChoices, enumValue, positiveInteger } from '../parse';
import { requireToken, resolveSettings, withLogin } from '../settings';

/**
 * A generated command under another name. It claims no operation, so the generated command of the same operation
 * (`point record-list`, `mall gift-list`, `mall order-list`) stays as well.
 */
const alias = (spec: CommandSpec, path: readonly [string, ...string[]]): CommandSpec => ({ ...spec, path, operations: [] });

export const pointsRecordsCommand = alias(generatedCommand('getPointRecordList', ['points', 'records']) as CommandSpec, [
  'points',
  'records',
]);
export const giftsListCommand = alias(generatedCommand('getGiftList', ['gifts', 'list']) as CommandSpec, ['gifts', 'list']);
/** `gifts categories`: the site's 礼品分类 with their order, switch and gift counts (`gifts list --category-id` filters by one). */
export const giftsCategoriesCommand = alias(generatedCommand('getGiftCategoryList', ['gifts', 'categories']) as CommandSpec, [
  'gifts',
  'categories',
]);
export const mallOrdersListCommand = alias(generatedCommand('getMallOrderList', ['mall', 'orders']) as CommandSpec, [
  'mall',
  'orders',
  'list',
]);

export interface PointsCheckOptions {
  json?: JsonFlag;
}

/** `points check`: Σ ledger = balance for every member and category of the site; exit 1 when any differs. */
export const pointsCheckCommand: CommandSpec<PointsCheckOptions> = {
  path: ['points', 'check'],
  operations: ['checkPointLedger'],
  description: '积分对账：核对每位成员每种积分的余额是否等于积分流水之和（不一致时退出码为 1）',
  flags(command) {
    jsonOption(command, '以 JSON 输出对账结果');
  },
  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const json = jsonOutput(options.json, 'checkPointLedger');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const data = await withLogin(settings, () => client.checkPointLedger());
    if (json) json.write(ctx.io, data);
    else if (data.mismatches.length === 0) ctx.io.stdout.write(`已核对 ${data.checked} 条余额，全部与积分流水一致\n`);
    else {
      ctx.io.stdout.write(`已核对 ${data.checked} 条余额，${data.mismatches.length} 条与积分流水不一致：\n`);
      for (const m of data.mismatches)
        ctx.io.stdout.write(`  用户 ${m.userId} 积分类型 ${m.categoryId}：余额 ${m.balance}，流水合计 ${m.ledgerTotal}\n`);
    }
    return data.mismatches.length ? ExitCode.failure : ExitCode.ok;
  },
};

export interface PointsAdjustOptions {
  userId: number;
  category: 'reputation' | 'coin';
  delta: string;
  reason: string;
  json?: JsonFlag;
}

export const pointsAdjustCommand: CommandSpec<PointsAdjustOptions> = {
  path: ['points', 'adjust'],
  operations: ['adjustPoints'],
  description: '给本站一位成员加或扣积分（记入积分流水，规则显示为「管理员调整」）',
  flags(command) {
    command
      .requiredOption('--user-id <id>', '成员编号', positiveInteger('成员编号'))
      .requiredOption(
        '--category <code>',
        `积分类型：${enumChoices(PointCategoryCodeLabels)}`,
        enumValue('积分类型', PointCategoryCodeLabels),
      )
      .requiredOption('--delta <n>', '变动，正数增加、负数扣减（负数写作 --delta=-50）')
      .requiredOption('--reason <text>', '调整原因（记入流水）');
    jsonOption(command, '以 JSON 输出调整结果');
  },
  async run(options, ctx) {
    const delta = Number(options.delta);
    if (!Number.isInteger(delta) || delta === 0) throw usageError('--delta 应为不为 0 的整数', '例如 --delta 100 或 --delta=-50');
    if (!options.reason.trim()) throw usageError('请填写调整原因', '加 --reason <原因>');
    const settings = await resolveSettings(options, ctx);
    const json = jsonOutput(options.json, 'adjustPoints');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const data = await withLogin(settings, () =>
      client.adjustPoints({ body: { userId: options.userId, category: options.category, delta, reason: options.reason.trim() } }),
    );
    if (json) json.write(ctx.io, data);
    else
      ctx.io.stdout.write(
        `已调整成员 ${data.userId} 的${PointCategoryCodeLabels[options.category]}：${delta > 0 ? '+' : ''}${delta}，余额 ${data.balance}\n`,
      );
    return ExitCode.ok;
  },
};

export interface MallShipOptions {
  id: number;
  carrier: string;
  trackingNo: string;
  json?: JsonFlag;
}

export const mallOrdersShipCommand: CommandSpec<MallShipOptions> = {
  path: ['mall', 'orders', 'ship'],
  operations: ['shipMallOrders'],
  description: '给一张待发货的兑换单发货：填写快递公司与单号',
  flags(command) {
    command
      .argument('<id>', '兑换单编号', positiveInteger('兑换单编号'))
      .requiredOption('--carrier <name>', '快递公司，如 顺丰速运')
      .requiredOption('--tracking-no <no>', '快递单号');
    jsonOption(command, '以 JSON 输出发货结果');
  },
  async run(options, ctx) {
    const settings = await resolveSettings(options, ctx);
    const json = jsonOutput(options.json, 'shipMallOrders');
    const client = ctx.createClient(settings.apiBase, requireToken(settings));
    const data = await withLogin(settings, () =>
      client.shipMallOrders({
        body: { items: [{ id: options.id, carrier: options.carrier.trim(), trackingNo: options.trackingNo.trim() }] },
      }),
    );
    if (json) json.write(ctx.io, data);
    else if (data.shipped.length) ctx.io.stdout.write(`兑换单 ${options.id} 已发货：${options.carrier} ${options.trackingNo}\n`);
    else ctx.io.stdout.write(`兑换单 ${options.id} 不是待发货状态，未发货\n`);
    return data.shipped.length ? ExitCode.ok : ExitCode.failure;
  },
};
