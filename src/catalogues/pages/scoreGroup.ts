import { type ScoreGroup, scoreGroupSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/score-group: score bands 0-100 with a colour; ranges never overlap. */
export default defineCatalogue<ScoreGroup>(scoreGroupSchema, {
  fields: [
    { name: 'name' },
    { name: 'minScore' },
    { name: 'maxScore' },
    { name: 'color', initialValue: '#1677ff' },
    { name: 'description' },
  ],
});
