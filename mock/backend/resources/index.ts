import type { ResourceDef } from '../resource';
import { accounts } from './accounts';
import { auditLog } from './auditLog';
import { dietaryAdvices, efficientOperations, parentAdvisers } from './catalogues/advice';
import { cognitiveTrainingRules, cognitiveTrainings } from './catalogues/cognitive';
import { gradeGroups, grades } from './catalogues/grade';
import { animateBehaviorTypes, animates, brainRelaxes, musics } from './catalogues/media';
import { bands, neuroTrainingFeedbackAutoRules, neuroTrainingFeedbacks } from './catalogues/neuro';
import { parentChildTrainingAutoRules, parentChildTrainings } from './catalogues/parentChild';
import { scoreGroups } from './catalogues/scoreGroup';
import { behaviorDiagnoses, worries } from './catalogues/worry';
import { devices } from './devices';
import { followUps } from './followUps';
import { memberBehaviorScores, memberScores, members, memberTrainingCycles } from './members';
import { trainingRecords } from './trainingRecords';

/**
 * Every resource the mock backend serves, in seeding order (a row's references must be seeded
 * before it). Adding a resource: write its definition file beside this one and list it here.
 * member.deviceId and device.memberId point at each other: members are seeded first with no
 * device, and the device seed sets member.deviceId.
 */
export const RESOURCES: ResourceDef[] = [
  accounts,
  // Settings catalogues, referenced ones first.
  worries,
  behaviorDiagnoses,
  gradeGroups,
  grades,
  scoreGroups,
  animateBehaviorTypes,
  animates,
  musics,
  bands,
  brainRelaxes,
  dietaryAdvices,
  parentAdvisers,
  efficientOperations,
  parentChildTrainings,
  parentChildTrainingAutoRules,
  neuroTrainingFeedbacks,
  neuroTrainingFeedbackAutoRules,
  cognitiveTrainings,
  cognitiveTrainingRules,
  // People and things.
  members,
  devices,
  memberScores,
  memberBehaviorScores,
  memberTrainingCycles,
  trainingRecords,
  followUps,
  // Last: its demo history reads every table seeded before it.
  auditLog,
];
