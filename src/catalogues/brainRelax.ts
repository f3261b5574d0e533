import type { BrainRelax } from '@/schema';
import { brainRelaxService, musicService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/brain-relax: guided relaxations over a piece of music. */
export default defineCatalogue<BrainRelax>({
  service: brainRelaxService,
  i18nPrefix: 'catalogue.brainRelax',
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'musicId', refService: musicService, searchOrder: 2 },
    { name: 'durationSec' },
    { name: 'guide' },
  ],
});
