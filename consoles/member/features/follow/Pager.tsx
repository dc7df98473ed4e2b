/** 上一页 / 下一页 under a list, when it has more than one page. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="m-row m-follow-pager">
      <button type="button" className="m-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span className="m-spacer m-muted">
        第 {page} / {pages} 页
      </span>
      <button type="button" className="m-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </div>
  );
}
