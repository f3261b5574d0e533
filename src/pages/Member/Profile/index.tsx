import { useParams } from '@umijs/max';
import { useT } from '@/locales/useT';
import {
  cognitiveTrainingRuleService,
  gradeService,
  neuroTrainingFeedbackAutoRuleService,
  parentChildTrainingAutoRuleService,
  scoreGroupService,
} from '@/services/catalogues';
import { deviceService } from '@/services/device';
import { memberBehaviorScoreService } from '@/services/memberBehaviorScore';
import { memberScoreService } from '@/services/memberScore';
import { memberTrainingCycleService } from '@/services/memberTrainingCycle';
import { trainingRecordService } from '@/services/trainingRecord';
import { useLoad } from '@/utils/useLoad';
import { MemberScope, memberIdOf } from '../components/MemberHeader';
import ProfileHeader from './ProfileHeader';
import {
  BehaviorSection,
  CognitiveSection,
  CyclesSection,
  RecordsSection,
  type RuleData,
  RulesSection,
} from './sections';
import './profile.less';

/** How many of the latest sessions the profile lists. */
const RECENT_RECORDS = 20;

/**
 * /member/profile/:userId: one child on one page. Every call starts at once from the
 * route's id (none waits for another), and each section shows its own loading state and error,
 * so one failing call leaves the rest usable.
 */
export default function MemberProfilePage() {
  const t = useT();
  const { userId } = useParams<{ userId: string }>();
  // Nothing is asked for an id that cannot be a member's (MemberScope says "not found").
  const id = memberIdOf(userId) ?? 0;
  const ok = id > 0;
  const when = <T,>(load: () => Promise<T>) => (ok ? load() : undefined);
  const device = useLoad(() => when(() => deviceService.list({ memberId: id })), [id, ok]);
  const grades = useLoad(() => when(() => gradeService.list()), [ok]);
  const asc = { userId: id, sortField: 'assessTime', sortOrder: 'ascend' };
  const scores = useLoad(() => when(() => memberScoreService.list(asc)), [id, ok]);
  const behavior = useLoad(() => when(() => memberBehaviorScoreService.list(asc)), [id, ok]);
  const cycles = useLoad(() => when(() => memberTrainingCycleService.list({ userId: id })), [id, ok]);
  const records = useLoad(
    () => when(() => trainingRecordService.page({ userId: id, current: 1, pageSize: RECENT_RECORDS })),
    [id, ok],
  );
  // The latest neuro session may lie before the latest 20 sessions: asked for on its own.
  const neuro = useLoad(
    () => when(() => trainingRecordService.page({ userId: id, type: 1, current: 1, pageSize: 1 })),
    [id, ok],
  );
  const rules = useLoad<RuleData>(
    () =>
      when(() =>
        Promise.all([
          cognitiveTrainingRuleService.list(),
          parentChildTrainingAutoRuleService.list(),
          neuroTrainingFeedbackAutoRuleService.list(),
          scoreGroupService.list(),
        ]).then(([cognitiveRules, parentChildRules, neuroRules, scoreGroups]) => ({
          cognitiveRules,
          parentChildRules,
          neuroRules,
          scoreGroups,
        })),
      ),
    [ok],
  );

  return (
    <MemberScope userId={userId} title={t('profile.title')} header={false}>
      {(member, reload) => (
        <>
          <ProfileHeader
            member={member}
            device={device}
            grades={grades}
            onChanged={() => {
              reload();
              device.reload();
            }}
          />
          <CognitiveSection scores={scores} />
          <BehaviorSection behavior={behavior} />
          <CyclesSection cycles={cycles} userId={member.id} />
          <RecordsSection records={records} userId={member.id} />
          <RulesSection member={member} facts={{ rules, grades, scores, behavior, cycles, neuro }} />
        </>
      )}
    </MemberScope>
  );
}
