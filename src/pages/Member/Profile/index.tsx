import { useParams } from '@umijs/max';
import { useFeatureTexts } from '@/locales/features';
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
import { type Loaded, useLoaded } from '@/services/query';
import { trainingRecordService } from '@/services/trainingRecord';
import { MemberScope, memberIdOf } from '../components/MemberHeader';
import { IN_PLACE } from '../readsInPlace';
import FollowUpSection from './FollowUpSection';
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

/** The rule catalogues and score groups the rules section works from, as one Loaded. */
function useRules(enabled: boolean): Loaded<RuleData> {
  const parts = [
    useLoaded({ ...cognitiveTrainingRuleService.queries.list(undefined, IN_PLACE), enabled }),
    useLoaded({ ...parentChildTrainingAutoRuleService.queries.list(undefined, IN_PLACE), enabled }),
    useLoaded({ ...neuroTrainingFeedbackAutoRuleService.queries.list(undefined, IN_PLACE), enabled }),
    useLoaded({ ...scoreGroupService.queries.list(undefined, IN_PLACE), enabled }),
  ] as const;
  const [cognitiveRules, parentChildRules, neuroRules, scoreGroups] = parts.map((p) => p.data);
  return {
    data:
      cognitiveRules && parentChildRules && neuroRules && scoreGroups
        ? ({ cognitiveRules, parentChildRules, neuroRules, scoreGroups } as RuleData)
        : undefined,
    error: parts.find((p) => p.error)?.error,
    loading: parts.some((p) => p.loading),
    reload: () => {
      for (const p of parts) if (p.error) p.reload();
    },
  };
}

/**
 * /member/profile/:userId: one child on one page. Every call starts at once from the
 * route's id (none waits for another), and each section shows its own loading state and error,
 * so one failing call leaves the rest usable.
 */
export default function MemberProfilePage() {
  useFeatureTexts();
  const t = useT();
  const { userId } = useParams<{ userId: string }>();
  // Nothing is asked for an id that cannot be a member's (MemberScope says "not found").
  const id = memberIdOf(userId) ?? 0;
  const ok = id > 0;
  const device = useLoaded({ ...deviceService.queries.list({ memberId: id }, IN_PLACE), enabled: ok });
  const grades = useLoaded({ ...gradeService.queries.list(undefined, IN_PLACE), enabled: ok });
  const asc = { userId: id, sortField: 'assessTime', sortOrder: 'ascend' };
  const scores = useLoaded({ ...memberScoreService.queries.list(asc, IN_PLACE), enabled: ok });
  const behavior = useLoaded({ ...memberBehaviorScoreService.queries.list(asc, IN_PLACE), enabled: ok });
  const cycles = useLoaded({ ...memberTrainingCycleService.queries.list({ userId: id }, IN_PLACE), enabled: ok });
  const records = useLoaded({
    ...trainingRecordService.queries.page({ userId: id, current: 1, pageSize: RECENT_RECORDS }, IN_PLACE),
    enabled: ok,
  });
  // The latest neuro session may lie before the latest 20 sessions: asked for on its own.
  const neuro = useLoaded({
    ...trainingRecordService.queries.page({ userId: id, type: 1, current: 1, pageSize: 1 }, IN_PLACE),
    enabled: ok,
  });
  const rules = useRules(ok);

  return (
    <MemberScope userId={userId} title={t('profile.title')} header={false}>
      {(member) => (
        <>
          <ProfileHeader member={member} device={device} grades={grades} />
          <CognitiveSection scores={scores} userId={member.id} />
          <BehaviorSection behavior={behavior} userId={member.id} />
          <CyclesSection cycles={cycles} userId={member.id} />
          <RecordsSection records={records} userId={member.id} />
          <FollowUpSection userId={member.id} />
          <RulesSection member={member} facts={{ rules, grades, scores, behavior, cycles, neuro }} />
        </>
      )}
    </MemberScope>
  );
}
