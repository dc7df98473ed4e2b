import { defineModule } from '../module';
import { eraseMemberQuestions } from './member-erasure';
import { questionPersonalData } from './personal-data';
import * as tables from './question.tables';
import { settleDueQuestions } from './question-bounty';
import { questionHandlers } from './question-handlers';

export const questionModule = defineModule({
  name: 'question',
  handlers: { question: questionHandlers },
  tables,
  tasks: [
    {
      name: 'questionSettlement',
      label: '结算到期的悬赏问题',
      cron: '*/10 * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      // Each question is settled once (a conditional claim), so a retry or a second server never pays twice.
      run: (deps) => settleDueQuestions(deps, new Date()),
    },
  ],
  personalData: questionPersonalData,
  erasure: { stage: 'content', erase: (tx, member) => eraseMemberQuestions(tx, member) },
});
