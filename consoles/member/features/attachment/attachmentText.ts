/** 1.2 MB, 340 KB, 12 B: a file's size as a reader wants it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** What the download dialog asks before a priced file is charged. */
export function downloadQuestion(a: { name: string; price: number; purchased: boolean; mine: boolean }): string {
  if (a.price === 0 || a.purchased || a.mine) return `下载「${a.name}」？`;
  return `下载「${a.name}」需要支付 ${a.price} 金币（只扣一次，之后再下载免费）。确定下载吗？`;
}

/** Starts a browser download of a one-time link (the answer says attachment, so the page stays). */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
