import type { Band } from '@/schema';
import { bandService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/band: EEG frequency bands, minHz < maxHz. */
export default defineCatalogue<Band>({
  service: bandService,
  i18nPrefix: 'catalogue.band',
  fields: [{ name: 'name', searchOrder: 1 }, { name: 'minHz' }, { name: 'maxHz' }, { name: 'description' }],
});
