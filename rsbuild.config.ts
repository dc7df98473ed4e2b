import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The three apps from one build: the SaaS console at `/` on the platform's host; on a site's host the site console at
// `/console/` (react-router basename) and the member site (前台, `member/index.html`) at every other page path.
const apiPort = process.env.API_PORT ?? 8080;

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: {
      index: './consoles/saas/main.tsx',
      'console/index': './consoles/site/main.tsx',
      'member/index': './consoles/member/main.tsx',
    },
  },
  html: {
    // `lang="zh-CN"` on every page: screen readers pick a Chinese voice, search engines need not guess. The charset
    // comes first in the head, before the title and description the server writes into member pages.
    template: './consoles/template.html',
    title: ({ entryName }) => ({ index: '站点管理中心', 'console/index': '站点控制台' })[entryName] ?? '社区',
    // The consoles' own description (search results and shared links show it); the member site's pages get theirs
    // from the server, which writes each page's title and description into member/index.html.
    meta: ({ entryName }) => ({
      viewport: 'width=device-width, initial-scale=1',
      ...({
        index: { description: '社区平台的站点管理中心：注册账号，创建与管理社区站点，购买授权，安排站点管理员。' },
        'console/index': { description: '社区站点的管理后台：成员、内容、问答、举报、积分、勋章与工单。' },
      }[entryName] ?? {}),
    }),
  },
  output: {
    distPath: { root: 'consoles/dist' },
    assetPrefix: '/',
    cleanDistPath: true,
  },
  server: {
    strictPort: true,
    publicDir: { name: 'consoles/public' },
    // Each console's client-side routes fall back to its own page.
    historyApiFallback: {
      rewrites: [
        { from: /^\/console(\/|$)/, to: '/console/index.html' },
        { from: /./, to: '/index.html' },
      ],
    },
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  tools: {
    rspack: {
      // The SDK's generated tables are plain data: a table only the forms read (fieldRules) stays out of the first
      // load even though the SDK's index, which every console loads, re-exports it.
      module: { rules: [{ test: /[\\/]sdk[\\/]generated[\\/]/, sideEffects: false }] },
    },
  },
});
