import { describe, expect, it } from 'vitest';
import { toCreatePostInput, toUpdatePostInput, writeProblems } from './writeRequests';

describe('write requests', () => {
  it('says the contract’s messages for an empty form', () => {
    expect(writeProblems({ sectionId: 0, title: ' ', content: '' }, { editing: false })).toEqual({
      sectionId: '请选择版块',
      title: '请输入标题',
      content: '请输入正文',
    });
    expect(writeProblems({ sectionId: 0, title: '标题', content: '<p>正文</p>' }, { editing: true })).toEqual({});
    expect(writeProblems({ sectionId: 3, title: '字'.repeat(101), content: '<p>x</p>' }, { editing: false }).title).toBe(
      '标题不能超过 100 个字',
    );
  });

  it('builds the inputs, titles trimmed', () => {
    expect(toCreatePostInput({ sectionId: 3, title: ' 标题 ', content: '<p>正文</p>' })).toEqual({
      body: { sectionId: 3, title: '标题', content: '<p>正文</p>' },
    });
    expect(toUpdatePostInput(9, { sectionId: 3, title: '新标题', content: '<p>x</p>' })).toEqual({
      body: { id: 9, title: '新标题', content: '<p>x</p>' },
    });
  });
});

describe('帖子的附件编号', () => {
  it('go with a new post when there are some, and with an edit whenever the picker spoke', () => {
    const values = { sectionId: 4, title: ' 书单 ', content: '<p>正文</p>' };
    expect(toCreatePostInput({ ...values, attachmentIds: [21] }).body).toEqual({
      sectionId: 4,
      title: '书单',
      content: '<p>正文</p>',
      attachmentIds: [21],
    });
    expect(toCreatePostInput(values).body).not.toHaveProperty('attachmentIds');
    expect(toUpdatePostInput(7, { ...values, attachmentIds: [] }).body).toEqual({
      id: 7,
      title: '书单',
      content: '<p>正文</p>',
      attachmentIds: [],
    });
    expect(toUpdatePostInput(7, values).body).not.toHaveProperty('attachmentIds');
  });
});
