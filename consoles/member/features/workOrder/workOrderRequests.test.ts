import { describe, expect, it } from 'vitest';
import { blankOpen, openProblems, toCreateWorkOrderInput, toRateInput } from './workOrderRequests';

describe('the member’s work-order form', () => {
  it('says what is missing, in the contract’s words', () => {
    expect(openProblems(blankOpen)).toEqual({ typeId: '请选择工单分类', title: '请输入工单标题', content: '请描述遇到的问题' });
    expect(openProblems({ ...blankOpen, typeId: 2, title: 'a'.repeat(101), content: 'x' })).toEqual({ title: '标题不能超过 100 个字' });
  });

  it('builds the inputs without empty optional fields', () => {
    expect(toCreateWorkOrderInput({ typeId: 2, title: ' 标题 ', content: ' 描述 ', contact: ' ', images: [] })).toEqual({
      body: { typeId: 2, title: '标题', content: '描述' },
    });
    expect(
      toCreateWorkOrderInput({ typeId: 2, title: 't', content: 'c', contact: '微信 a', images: ['/files/1/a.webp'] }).body,
    ).toMatchObject({
      contact: '微信 a',
      images: ['/files/1/a.webp'],
    });
    expect(toRateInput(3, 5, '  ')).toEqual({ body: { id: 3, score: 5 } });
    expect(toRateInput(3, 4, '好')).toEqual({ body: { id: 3, score: 4, comment: '好' } });
  });
});
