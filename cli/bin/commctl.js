#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './ensure-built.js';

try {
  const bundle = await ensureBuilt();
  const { main } = await import(pathToFileURL(bundle).href);
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`错误：commctl 无法启动：${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
