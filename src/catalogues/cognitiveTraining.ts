import type { CognitiveTraining, CognitiveTrainingType } from '@/schema';
import { cognitiveTrainingService, gradeGroupService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/**
 * /basic-settings/cognitive/training1 and training2: the same resource, one `type` per page
 * (fixed filter on every call, and set on add). Abilities share the labels `catalogue.ability.*`.
 */
export const cognitiveTrainingPage = (type: CognitiveTrainingType) =>
  defineCatalogue<CognitiveTraining>({
    service: cognitiveTrainingService,
    i18nPrefix: 'catalogue.cognitiveTraining',
    fixedParams: { type },
    fields: [
      { name: 'type', table: false, search: false, form: false, detail: false },
      { name: 'coverUrl', input: 'image', upload: 'image', width: 80 },
      { name: 'name', searchOrder: 1 },
      { name: 'ability', enumLabel: 'catalogue.ability.', searchOrder: 2 },
      { name: 'difficulty', searchOrder: 3 },
      { name: 'durationMin' },
      { name: 'gradeGroupId', refService: gradeGroupService, searchOrder: 4 },
      { name: 'description', table: false },
    ],
  });
