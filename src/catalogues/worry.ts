import type { Worry } from '@/schema';
import { worryService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/sysWorry: a parent's concerns (inattention, restlessness ...). */
export default defineCatalogue<Worry>({
  service: worryService,
  i18nPrefix: 'catalogue.worry',
  fields: [{ name: 'name', searchOrder: 1 }, { name: 'description' }],
});
