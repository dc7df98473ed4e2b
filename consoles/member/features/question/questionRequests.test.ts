import { describe, expect, it } from 'vitest';
import { askProblems, nextVote, toCreateQuestionInput, toQuestionListInput } from './questionRequests';

const options = { bountyMin: 5, bountyMax: 500, balance: 100 };
const values = { typeId: 3, title: '旧书发黄怎么保存？', content: '<p>请教</p>', bounty: '' };

describe('member Q&A requests', () => {
  it('checks the ask form against the contract and the site’s bounty range and the balance', () => {
    expect(askProblems(values, options)).toEqual({});
    expect(askProblems({ ...values, typeId: 0, title: ' ', content: '' }, options)).toEqual({
      typeId: '请选择问题分类',
      title: '请输入问题标题',
      content: '请描述你的问题',
    });
    expect(askProblems({ ...values, bounty: '3' }, options).bounty).toBe('悬赏至少 5');
    expect(askProblems({ ...values, bounty: '501' }, options).bounty).toBe('悬赏不能超过 500');
    expect(askProblems({ ...values, bounty: '200' }, options).bounty).toBe('余额不足（当前 100）');
    expect(askProblems({ ...values, bounty: '1.5' }, options).bounty).toBe('悬赏为不小于 0 的整数');
    expect(askProblems({ ...values, bounty: '10' }, { ...options, bountyMax: 0 }).bounty).toBe('本站不允许悬赏');
  });

  it('builds createQuestion with the bounty (0 when left empty) and the list query from its filters', () => {
    expect(toCreateQuestionInput({ ...values, bounty: '20' })).toEqual({
      body: { title: '旧书发黄怎么保存？', content: '<p>请教</p>', bounty: 20, typeId: 3 },
    });
    expect(toCreateQuestionInput(values).body.bounty).toBe(0);
    expect(toQuestionListInput({ typeId: 0, solved: 'all', page: 1 })).toEqual({ query: { page: 1, pageSize: 20 } });
    expect(toQuestionListInput({ typeId: 2, solved: 'open', page: 3 })).toEqual({
      query: { typeId: 2, solved: false, page: 3, pageSize: 20 },
    });
  });

  it('takes a vote back when the same button is pressed again', () => {
    expect(nextVote('none', 'up')).toBe('up');
    expect(nextVote('up', 'up')).toBe('none');
    expect(nextVote('up', 'down')).toBe('down');
  });
});
