import { describe, expect, it } from 'vitest';
import { api } from '#kit/request/api';
import { contractStore } from '#kit/test/contract';
import { toLogExportInput } from '#shared/operationLog/operationLogRequests';
import { siteConfig } from '../../config';
import { blankExportValues, emptyPrivacyFilters, toCreateExportInput, toExportListInput, toPrivacyListInput } from './userExportRequests';

const { endpoints } = api;

describe('用户数据导出 against the contract', () => {
  it('starts an export with the form’s request, reads its progress, the history and the PIPL requests, and asks for a download', async () => {
    const { call } = contractStore(siteConfig);
    const values = { ...blankExportValues, keyword: '读书', state: 'normal', registeredFrom: '2026-01-01', registeredTo: '2026-11-30' };
    const created = await call(endpoints.createUserExport, toCreateExportInput(values));
    expect(created.data).toMatchObject({ data: { id: expect.any(Number), status: expect.any(String) } });
    expect((await call(endpoints.getUserExport, { query: { id: 3 } })).data).toMatchObject({ progress: expect.any(Number) });
    expect((await call(endpoints.getUserExportList, toExportListInput({}, { page: 1, pageSize: 20 }))).data).toMatchObject({
      total: expect.any(Number),
    });
    expect(
      (await call(endpoints.getPrivacyRequestList, toPrivacyListInput({ kind: 'erasure' }, { page: 1, pageSize: 20 }))).error,
    ).toBeUndefined();
    expect(
      (await call(endpoints.getPrivacyRequestList, toPrivacyListInput(emptyPrivacyFilters, { page: 1, pageSize: 20 }))).error,
    ).toBeUndefined();
    expect((await call(endpoints.createUserExportDownload, { body: { id: 3 } })).data).toMatchObject({
      data: { url: expect.stringMatching(/^\/downloads\//) },
    });
  });

  it('exports the operation log by the list’s filter', async () => {
    const { call } = contractStore(siteConfig);
    const input = toLogExportInput({ keyword: '封禁', startDate: '2026-11-01', endDate: '' });
    expect(input).toEqual({ body: { keyword: '封禁', startDate: '2026-11-01' } });
    expect((await call(endpoints.exportOperationLog, input)).data).toMatchObject({ data: { fileName: expect.any(String) } });
  });
});
