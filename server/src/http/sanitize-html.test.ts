import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<p onclick="x()" onmouseover="y()">a</p>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://a.cn/x.png" onerror="alert(1)">', '<img src="https://a.cn/x.png" />'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<img src="/local.png">', ''],
    [
      '<img src="/files/12/2026/11/0123456789abcdef0123456789abcdef.webp">',
      '<img src="/files/12/2026/11/0123456789abcdef0123456789abcdef.webp" />',
    ],
    ['<img src="/files/12/2026/11/../../../0123456789abcdef0123456789abcdef.webp">', ''],
    ['<img src="/files/12/2026/11/0123456789abcdef0123456789abcdef.webp?x=1">', ''],
    ['<img src="//files/12/2026/11/0123456789abcdef0123456789abcdef.webp">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="  JAVASCRIPT:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="//evil.example/">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="/relative">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="https://a.cn" rel="opener" target="_top">x</a>', '<a rel="noopener noreferrer" href="https://a.cn">x</a>'],
    ['<a href="mailto:a@b.cn" target="_blank">x</a>', '<a rel="noopener noreferrer" href="mailto:a@b.cn" target="_blank">x</a>'],
    ['<iframe src="https://evil.example" srcdoc="<script>1</script>"></iframe>', ''],
    ['<object data="x"></object><embed src="x"><meta http-equiv="refresh" content="0;url=https://evil"><base href="https://evil/">', ''],
    ['<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>', '<a rel="noopener noreferrer">x</a>'],
    ['<style>*{display:none}</style><p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['<form action="https://evil"><input name="p"><button>go</button></form>', 'go'],
    ['<p class="x" id="y">t</p>', '<p>t</p>'],
    ['<noscript><img src=x onerror=alert(1)></noscript>', ''],
    [
      '<table><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2" onclick="x">b</td></tr></tbody></table>',
      '<table><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2">b</td></tr></tbody></table>',
    ],
    [
      '<h1>t</h1><ol start="3"><li><em>e</em> <u>u</u></li></ol><blockquote>q</blockquote>',
      '<h1>t</h1><ol start="3"><li><em>e</em> <u>u</u></li></ol><blockquote>q</blockquote>',
    ],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });
});
