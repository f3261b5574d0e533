import type { ScoreGroup } from '@/schema';
import { scoreGroupService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/score-group: score bands 0-100 with a colour; ranges never overlap. */
export default defineCatalogue<ScoreGroup>({
  service: scoreGroupService,
  i18nPrefix: 'catalogue.scoreGroup',
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'minScore' },
    { name: 'maxScore' },
    { name: 'color', initialValue: '#1677ff' },
    { name: 'description' },
  ],
});
