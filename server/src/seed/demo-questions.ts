// The demo's Q&A (问答) on the demo sites whose licence includes it: question types, questions with answers, votes and
// comments — some solved, some with bounties held or paid — asked and answered by the readers (reader1, reader2) and
// the members. Bounties go through the points ledger as a live site's would.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ContentStatus } from '../../../sdk/generated/enums';
import type { Executor } from '../db/database';
import { applyPointChange } from '../modules/point/point-ledger';
import { postSearchVector } from '../modules/post/post-search-vector';
import { excerptOf } from '../modules/post/post-text';
import { answerComments, answers, answerVotes, questions, questionTypes } from '../modules/question/question.tables';
import { siteUsers } from '../modules/site/site.tables';
import { searchVector } from '../search/chinese-search';

const DAY = 86_400_000;
type Rand = (max: number) => number;

interface DemoQuestion {
  type: number;
  title: string;
  body: string;
  bounty: number;
  answers: string[];
  /** Index of the accepted answer, or null. */
  accepted: number | null;
}

const typesBySite: Record<string, { name: string; icon: string }[]> = {
  demo: [
    { name: '找书荐书', icon: '荐' },
    { name: '读书方法', icon: '法' },
    { name: '版本与翻译', icon: '译' },
    { name: '站务求助', icon: '助' },
  ],
  campus: [
    { name: '选课', icon: '课' },
    { name: '考研保研', icon: '研' },
    { name: '校园生活', icon: '校' },
    { name: '求职实习', icon: '职' },
  ],
};

const questionsBySite: Record<string, DemoQuestion[]> = {
  demo: [
    {
      type: 0,
      title: '想入门科幻小说，除了《三体》还有什么推荐？',
      body: '刚读完三体三部曲，意犹未尽。想找几本节奏不那么慢、适合入门的科幻，中外都可以。',
      bounty: 20,
      answers: [
        '可以试试刘慈欣的短篇集《流浪地球》，篇幅短、点子密，很适合入门。',
        '特德·姜的《你一生的故事》，每一篇都很精彩，翻译也不错。',
        '阿西莫夫的《基地》系列，经典中的经典，读起来并不难。',
      ],
      accepted: 1,
    },
    {
      type: 1,
      title: '每天只有半小时，怎样坚持读完一本厚书？',
      body: '买了《百年孤独》一直读不下去，人名太多，每天只有通勤的半小时，有什么好方法吗？',
      bounty: 0,
      answers: ['先画一张家族谱，人名就不会乱了。每天固定读十页，一个月就读完了。', '可以配合有声书，通勤时听，周末再翻纸书回看。'],
      accepted: 0,
    },
    {
      type: 2,
      title: '《红楼梦》哪个版本适合第一次读？',
      body: '书店里人民文学、中华书局的版本都有，前八十回后四十回的说法也不一样，第一次读该选哪个？',
      bounty: 30,
      answers: ['人民文学出版社的红研所校注本，注释详细，第一次读很合适。', '建议先读前八十回，后四十回可以之后对比着看。'],
      accepted: null,
    },
    {
      type: 0,
      title: '有没有适合睡前读的散文集？',
      body: '最近睡眠不好，想找一些轻松温和的散文，读几页就能放松下来的那种。',
      bounty: 10,
      answers: ['汪曾祺的《人间草木》，写花草写吃食，读着很安静。', '丰子恺的《缘缘堂随笔》也很好，文字干净。'],
      accepted: null,
    },
    {
      type: 3,
      title: '读书打卡的积分怎么算？',
      body: '参加了本月的读书打卡活动，积分记录里没有看到，是要等活动结束才发吗？',
      bounty: 0,
      answers: ['活动积分会在每月最后一天统一发放，可以在我的积分里查看记录。'],
      accepted: 0,
    },
    {
      type: 2,
      title: '《百年孤独》范晔译本和旧译本差别大吗？',
      body: '看到有人说新译本更好读，也有人喜欢旧译本的味道，想听听大家的看法。',
      bounty: 0,
      answers: [],
      accepted: null,
    },
  ],
  campus: [
    {
      type: 0,
      title: '大二选修课有哪些给分好又有收获的？',
      body: '下学期想选两门通识课，希望既能学到东西，给分也不要太狠，求学长学姐推荐。',
      bounty: 30,
      answers: ['《中国古代建筑赏析》强烈推荐，老师讲得好，期末是写一篇报告。', '《心理学与生活》也不错，作业不多，平时分占比高。'],
      accepted: 0,
    },
    {
      type: 1,
      title: '跨专业考研计算机，现在开始准备来得及吗？',
      body: '目前大三上学期，本专业是机械，想跨考计算机，数据结构和操作系统都没学过。',
      bounty: 50,
      answers: ['来得及，先把数据结构和 C 语言打牢，暑假开始系统复习四门专业课。', '建议先做一套 408 真题摸底，再决定考 408 还是自命题。'],
      accepted: null,
    },
    {
      type: 2,
      title: '紫金港哪个食堂的夜宵最好吃？',
      body: '经常学到很晚，想知道晚上九点以后还有哪些地方能吃上热乎的。',
      bounty: 0,
      answers: ['大食堂二楼的麻辣烫开到十点半，分量很足。', '东区便利店有关东煮，去晚了就没了。'],
      accepted: 1,
    },
    {
      type: 3,
      title: '暑期实习简历上的项目经历怎么写？',
      body: '课程设计算不算项目经历？没有实习经历的话简历会不会太空？',
      bounty: 20,
      answers: ['课程设计当然算，重点写清楚你负责的部分和量化的结果。'],
      accepted: null,
    },
    {
      type: 2,
      title: '图书馆研讨室怎么预约？',
      body: '想和组员讨论课程项目，听说图书馆有研讨室可以预约，具体在哪里操作？',
      bounty: 0,
      answers: [],
      accepted: null,
    },
  ],
};

const comments = ['谢谢，很有帮助！', '同问，我也想知道', '试过了，确实有用', '补充一下，周末人会比较多'];

/** Seeds one demo site's Q&A; `people` are its readers (reader1, reader2 first) and members. */
export async function seedDemoQuestions(tx: Executor, siteId: number, slug: string, memberIds: number[], rand: Rand) {
  const types = typesBySite[slug];
  const list = questionsBySite[slug];
  if (!types || !list) return;
  const readers = await tx
    .select({ id: siteUsers.id, account: siteUsers.account })
    .from(siteUsers)
    .where(and(eq(siteUsers.siteId, siteId), inArray(siteUsers.account, ['reader1', 'reader2'])))
    .orderBy(siteUsers.account);
  const [reader1, reader2] = readers.map((r) => r.id);
  const people = [reader1, reader2, ...memberIds];
  // The readers start with coins, so that reader1 can ask with a bounty at once.
  for (const reader of [reader1, reader2])
    await applyPointChange(tx, { siteId, userId: reader, category: 'coin', delta: 200, reason: '新人问答礼包' });
  const typeIds = [];
  for (const [i, t] of types.entries()) {
    const [row] = await tx
      .insert(questionTypes)
      .values({ siteId, name: t.name, icon: t.icon, sort: (i + 1) * 10, enabled: 1 })
      .returning({ id: questionTypes.id });
    typeIds.push(row.id);
  }
  const now = Date.now();
  for (const [qi, q] of list.entries()) {
    // reader1 asks the first questions, so the demo login finds its own; others come from the members.
    const asker = qi < 2 ? reader1 : (people[2 + rand(memberIds.length)] ?? reader2);
    const at = now - (list.length - qi) * DAY * 2 - rand(DAY);
    const answerers = [reader2, ...people.filter((p) => p !== asker && p !== reader2)];
    const accepted = q.accepted;
    const bountyState = q.bounty === 0 ? 'none' : accepted !== null ? 'paid' : 'held';
    if (q.bounty > 0) {
      await applyPointChange(tx, { siteId, userId: asker, category: 'coin', delta: q.bounty, reason: '新人问答礼包' });
      await applyPointChange(tx, {
        siteId,
        userId: asker,
        category: 'coin',
        delta: -q.bounty,
        reason: `悬赏提问「${q.title.slice(0, 40)}」`,
      });
    }
    const html = `<p>${q.body}</p>`;
    const [row] = await tx
      .insert(questions)
      .values({
        siteId,
        typeId: typeIds[q.type],
        authorId: asker,
        title: q.title,
        content: html,
        excerpt: excerptOf(q.body),
        status: ContentStatus.published,
        bounty: q.bounty,
        bountyCategory: 'coin',
        bountyState,
        settleAt: bountyState === 'held' ? new Date(now + (3 + qi) * DAY) : null,
        createdAt: new Date(at),
        updatedAt: new Date(at),
        activeAt: new Date(at + q.answers.length * 3_600_000),
        searchVector: postSearchVector(q.title, q.body),
      })
      .returning({ id: questions.id });
    const answerIds: number[] = [];
    for (const [ai, text] of q.answers.entries()) {
      const authorId = answerers[ai % answerers.length];
      const [a] = await tx
        .insert(answers)
        .values({
          siteId,
          questionId: row.id,
          authorId,
          content: `<p>${text}</p>`,
          excerpt: excerptOf(text),
          status: ContentStatus.published,
          accepted: ai === accepted,
          createdAt: new Date(at + (ai + 1) * 3_600_000),
          searchVector: searchVector(text),
        })
        .returning({ id: answers.id });
      answerIds.push(a.id);
      const voters = people.filter((p) => p !== authorId).slice(0, 1 + rand(Math.max(1, people.length - 1)));
      for (const v of voters) await tx.insert(answerVotes).values({ siteId, answerId: a.id, userId: v, vote: rand(6) === 0 ? -1 : 1 });
      if (rand(2) === 0) {
        await tx.insert(answerComments).values({ siteId, answerId: a.id, authorId: asker, content: comments[rand(comments.length)] });
      }
      if (ai === accepted && q.bounty > 0)
        await applyPointChange(tx, {
          siteId,
          userId: authorId,
          category: 'coin',
          delta: q.bounty,
          reason: `回答被采纳，获得问题「${q.title.slice(0, 40)}」的悬赏`,
        });
    }
    await tx.execute(sql`update ${answers} a set up_count = (select count(*) from ${answerVotes} v where v.site_id = a.site_id and v.answer_id = a.id and v.vote = 1),
      down_count = (select count(*) from ${answerVotes} v where v.site_id = a.site_id and v.answer_id = a.id and v.vote = -1),
      comment_count = (select count(*) from ${answerComments} c where c.site_id = a.site_id and c.answer_id = a.id)
      where a.site_id = ${siteId} and a.question_id = ${row.id}`);
    await tx
      .update(questions)
      .set({ answerCount: answerIds.length, acceptedAnswerId: accepted === null ? null : answerIds[accepted] })
      .where(and(eq(questions.siteId, siteId), eq(questions.id, row.id)));
  }
}
