import { describe, expect, it } from 'vitest';
import { emptyImpeachFilters, reasonsProblem, toHandleInput, toImpeachListInput, toReasonsInput } from './impeachRequests';

describe('report requests', () => {
  it('sends the state and only the filters that are set', () => {
    expect(toImpeachListInput(emptyImpeachFilters, { page: 1, pageSize: 20 })).toEqual({ query: { page: 1, pageSize: 20, state: 'open' } });
    expect(
      toImpeachListInput({ state: 'resolved', targetType: 'comment', reason: ' 垃圾广告 ', sort: 'count' }, { page: 2, pageSize: 50 }),
    ).toEqual({ query: { page: 2, pageSize: 50, state: 'resolved', targetType: 'comment', reason: '垃圾广告', sort: 'count' } });
  });

  it('adds a note only when one was typed', () => {
    expect(toHandleInput([31], 'keep')).toEqual({ body: { ids: [31], action: 'keep' } });
    expect(toHandleInput([31, 32], 'hide', ' 广告 ')).toEqual({ body: { ids: [31, 32], action: 'hide', note: '广告' } });
  });

  it('checks the reasons list as the server does', () => {
    expect(reasonsProblem([])).toBe('请至少保留一个举报理由');
    expect(reasonsProblem([{ name: ' ', takesText: false }])).toBe('举报理由不能为空');
    expect(
      reasonsProblem([
        { name: '其他', takesText: true },
        { name: '其他 ', takesText: false },
      ]),
    ).toBe('举报理由不能重复');
    expect(reasonsProblem([{ name: '一二三四五六七八九十一二三四五六七八九十一', takesText: false }])).toBe('举报理由最多 20 个字');
    expect(reasonsProblem([{ name: '垃圾广告', takesText: false }])).toBeUndefined();
    expect(toReasonsInput([{ name: ' 垃圾广告 ', takesText: false }])).toEqual({
      body: { reasons: [{ name: '垃圾广告', takesText: false }] },
    });
  });
});
