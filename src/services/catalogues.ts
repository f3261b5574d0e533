/**
 * Services of the settings catalogues, built from their schemas (src/schema/catalogues): one per
 * resource, made the first time it is asked for, so a new catalogue needs no line here.
 */
import {
  type Band,
  type CognitiveTraining,
  type CognitiveTrainingRule,
  type Grade,
  type GradeGroup,
  type NeuroTrainingFeedbackAutoRule,
  type ParentChildTrainingAutoRule,
  SCHEMAS,
  type ScoreGroup,
  type Worry,
} from '@/schema';
import type { BaseRow } from '@/schema/types';
import { type CrudService, createCrudService } from './crud';
import { written } from './query';
import { type CallOptions, post } from './request';

// biome-ignore lint/suspicious/noExplicitAny: one service per resource, each of its own row type
const services = new Map<string, CrudService<any>>();

/** The service of the resource `name` (its path segment); the same object every time. */
export function catalogueService<T extends BaseRow>(name: string): CrudService<T> {
  let service = services.get(name);
  if (!service) {
    const schema = SCHEMAS[name];
    if (!schema) throw new Error(`No resource schema named ${name}`);
    service = createCrudService<T>(schema);
    services.set(name, service);
  }
  return service;
}

// The catalogues that pages beyond Basic Settings read (members' grades, worries, scores ...).
export const worryService = catalogueService<Worry>('sysWorry');
export const gradeGroupService = catalogueService<GradeGroup>('sysGradeGroup');
export const gradeService = catalogueService<Grade>('sysGrade');
export const scoreGroupService = catalogueService<ScoreGroup>('sysScoreGroup');
export const bandService = catalogueService<Band>('sysBand');
export const cognitiveTrainingService = catalogueService<CognitiveTraining>('sysCognitiveTraining');
export const cognitiveTrainingRuleService = catalogueService<CognitiveTrainingRule>('sysCognitiveTrainingRule');
export const parentChildTrainingAutoRuleService = catalogueService<ParentChildTrainingAutoRule>(
  'sysParentChildTrainingAutoRule',
);
export const neuroTrainingFeedbackAutoRuleService = catalogueService<NeuroTrainingFeedbackAutoRule>(
  'sysNeuroTrainingFeedbackAutoRule',
);

/**
 * A rule changes places with its neighbour in priority order, in one call (an audit entry for each
 * of the two rules):
 * `moved` is false when it was already first (up) or last (down). docs/api.md, rules.
 */
export const reorderRule = (
  service: { name: string },
  id: number,
  direction: 'up' | 'down',
  opts?: CallOptions,
): Promise<{ id: number; priority: number; moved: boolean }> =>
  written(service.name, post(`/${service.name}/reorder`, { id, direction }, opts));
