import { formatDateTime } from '#kit/format/time';
import { GiftKindLabels, MallOrderStatusLabels, type OperationQuery, type Schema } from '#sdk';
import { EXPORT_COLUMNS } from './mallRequests';

type Order = Schema<'MallOrder'>;

export function exportRow(o: Order): (string | number)[] {
  return [
    o.id,
    o.giftName,
    GiftKindLabels[o.kind],
    o.userName,
    o.points,
    MallOrderStatusLabels[o.status],
    o.address?.name ?? '',
    o.address?.mobile ?? '',
    o.address?.regionName ?? '',
    o.address?.detail ?? '',
    o.carrier,
    o.trackingNo,
    o.code ?? '',
    formatDateTime(o.createdAt),
    o.shippedAt ? formatDateTime(o.shippedAt) : '',
  ];
}

/**
 * Every order the filters find, page by page (100 at a time), into an xlsx made in the browser with exceljs (its own
 * chunk, loaded on the first export).
 */
export async function exportOrders(
  fetchPage: (query: OperationQuery<'getMallOrderList'>) => Promise<Schema<'MallOrderPage'>>,
  query: OperationQuery<'getMallOrderList'>,
): Promise<number> {
  const rows: Order[] = [];
  for (let page = 1; page <= 100; page++) {
    const data = await fetchPage({ ...query, page, pageSize: 100 });
    rows.push(...data.list);
    if (rows.length >= data.total || data.list.length === 0) break;
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('兑换订单');
  sheet.addRow([...EXPORT_COLUMNS]).font = { bold: true };
  for (const order of rows) sheet.addRow(exportRow(order));
  sheet.columns.forEach((column, i) => {
    column.width = [8, 24, 8, 14, 8, 10, 10, 14, 22, 30, 12, 18, 20, 18, 18][i] ?? 12;
  });
  const buffer = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `兑换订单-${new Date().toISOString().slice(0, 10)}.xlsx`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return rows.length;
}
