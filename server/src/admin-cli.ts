// `npm run admin -- create --mobile <手机号>`: the operator's way to the first main manager of a production database
// (which never gets the demo's), run on the server machine with the server's own settings (DATABASE_URL / DATA_DIR).
// The password is prompted twice without echo, or read from stdin with --password-stdin: never from argv, which
// other users of the machine can read in the process list and which shells keep in their history.
import { parseArgs } from 'node:util';
import { AccountStatus } from '../../sdk';
import { fieldRules } from '../../sdk/generated/field-rules';
import { recordSecurityEvent } from './audit/security-events';
import { hashSecret } from './auth/secrets';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { readPassword } from './lib/read-password';
import { insertAccount } from './modules/account/account-repository';
import { becomeMain, findAccount, listManagers, stepDownAsMain } from './modules/account/manager-role-repository';
import { ASSIGNABLE_ROLES } from './modules/manager/permission-catalogue';

const USAGE = `用法 / usage:
  npm run admin -- create --mobile <手机号> [--name <姓名>] [--password-stdin] [--transfer]

  create            建立账号（已存在则沿用，不改密码）并设为主管理员
  --mobile          账号手机号
  --name            新账号的姓名（默认 管理员）
  --password-stdin  从标准输入读取新账号的密码（否则在终端里输入两次，不回显）
  --transfer        已有主管理员时，把主管理员身份转给该账号（原主管理员保留全部权限）`;

const passwordRule = fieldRules.register.body.password;
const mobileRule = fieldRules.register.body.mobile;

class Refusal extends Error {}

async function main(argv: string[]) {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new Refusal(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new Refusal(USAGE);
  const mobile = values.mobile ?? '';
  if (!new RegExp(mobileRule.pattern).test(mobile)) throw new Refusal(`${mobileRule.messages.pattern}：--mobile ${mobile}`);

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await database.migrate();
    const existing = await findAccount(database.db, { mobile });
    await refuseWhenMainExists(database.db, mobile, values.transfer === true);
    // Only a new account needs a password; an existing one keeps its own (its owner may reset it with SMS).
    const passwordHash = existing ? undefined : await hashSecret(await askPassword(values['password-stdin'] === true));
    const outcome = await database.db.transaction(async (tx) => {
      const account = await findAccount(tx, { mobile }, true);
      const id =
        account?.id ??
        (await insertAccount(tx, { mobile, passwordHash: passwordHash as string, userName: values.name?.trim() || '管理员' }));
      if (account && account.status !== AccountStatus.active) throw new Refusal(`账号 ${mobile} 已停用：请先在站点管理中心启用它`);
      const main = (await listManagers(tx)).find((m) => m.isMainManager === 1);
      if (main?.id === id) return 'already';
      if (main) {
        if (!values.transfer) throw new Refusal(mainExists(main.mobile, mobile));
        await stepDownAsMain(tx, main.id, ASSIGNABLE_ROLES);
      }
      await becomeMain(tx, id);
      await recordSecurityEvent(tx, null, {
        realm: 'saas',
        action: 'mainManagerTransferred',
        actorName: 'server-cli',
        targetType: 'account',
        targetId: id,
        detail: { created: !account, from: main?.id ?? null },
      });
      return account ? (main ? 'transferred' : 'promoted') : main ? 'createdTransferred' : 'created';
    });
    const said = {
      already: `${mobile} 已经是主管理员，没有改动。`,
      created: `已建立账号 ${mobile}，并设为主管理员。`,
      promoted: `已把账号 ${mobile} 设为主管理员。`,
      transferred: `已把主管理员身份转给 ${mobile}；原主管理员保留全部管理权限（已登录的会话最多 1 分钟后生效）。`,
      createdTransferred: `已建立账号 ${mobile}，并把主管理员身份转给它；原主管理员保留全部管理权限（已登录的会话最多 1 分钟后生效）。`,
    }[outcome];
    process.stdout.write(`${said}\n`);
  } finally {
    await database.close();
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mobile: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      transfer: { type: 'boolean' },
      // Refused below with a reason: a password on the command line is readable by every user of the machine.
      password: { type: 'string' },
    },
  });
}

function mainExists(current: string, mobile: string) {
  return `已有主管理员 ${current}，没有改动。要把主管理员身份转给 ${mobile}，请加 --transfer。`;
}

/** Answers before the password prompt, so the operator does not type a password for nothing. */
async function refuseWhenMainExists(db: Parameters<typeof listManagers>[0], mobile: string, transfer: boolean) {
  const main = (await listManagers(db)).find((m) => m.isMainManager === 1);
  if (main && main.mobile !== mobile && !transfer) throw new Refusal(mainExists(main.mobile, mobile));
}

async function askPassword(fromStdin: boolean): Promise<string> {
  const password = await readPassword(fromStdin);
  const min = passwordRule.minLength;
  if (password.length < min) throw new Refusal(`${passwordRule.messages.minLength}（至少 ${min} 个字符）`);
  if (password.length > passwordRule.maxLength) throw new Refusal(passwordRule.messages.maxLength);
  return password;
}

const argv = process.argv.slice(2);
try {
  if (argv.some((a) => a === '--password' || a.startsWith('--password='))) {
    throw new Refusal('不接受命令行里的密码（其他用户能在进程列表里看到它）：请在提示时输入，或用 --password-stdin 从标准输入读取。');
  }
  await main(argv);
} catch (error) {
  // Refusals and the reasons readPassword and loadConfig give are meant for the operator as they are.
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
