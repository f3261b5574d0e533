import { type CognitiveTraining, type CognitiveTrainingType, cognitiveTrainingSchema } from '@/schema';
import { defineCatalogue } from '../define';

/**
 * /basic-settings/cognitive/training1 and training2: the same resource, one `type` per page
 * (fixed filter on every call, and set on add). Abilities share the labels `catalogue.ability.*`.
 */
const page = (type: CognitiveTrainingType) =>
  defineCatalogue<CognitiveTraining>(cognitiveTrainingSchema, {
    type,
    fields: [
      { name: 'coverUrl', input: 'image', upload: 'image', width: 80 },
      { name: 'name', searchOrder: 1 },
      { name: 'ability', enumLabel: 'catalogue.ability.', searchOrder: 2 },
      { name: 'difficulty', searchOrder: 3 },
      { name: 'durationMin' },
      { name: 'gradeGroupId', searchOrder: 4 },
      { name: 'description', table: false },
    ],
  });

export default [page(1), page(2)];
