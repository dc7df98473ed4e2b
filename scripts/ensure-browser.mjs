#!/usr/bin/env node
// The end-to-end tier drives Debian's Chromium headless shell (never a downloaded browser; consoles/e2e/browser.ts says
// why the shell) and needs a CJK font to render Chinese. Installs both from Debian when running as root with apt-get,
// as CI does; otherwise says what to install and fails.
import './runtime.mjs';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const PACKAGES = 'chromium-headless-shell fonts-noto-cjk';
const hasCjkFont = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (existsSync(CHROMIUM) && hasCjkFont()) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`commune: installing ${PACKAGES} from Debian for the end-to-end tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, { stdio: 'inherit' });
  process.exit(0);
}
console.error(`端到端测试需要 Chromium（${CHROMIUM}）和中文字体：请以 root 运行 apt-get install -y ${PACKAGES}`);
process.exit(1);
