import type { Animate } from '@/schema';
import { animateBehaviorTypeService, animateService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/animate (Animate Config > Animate Management): animations with a cover. */
export default defineCatalogue<Animate>({
  service: animateService,
  i18nPrefix: 'catalogue.animate',
  fields: [
    { name: 'coverUrl', input: 'image', upload: 'image', width: 80 },
    { name: 'name', searchOrder: 1 },
    { name: 'behaviorTypeId', refService: animateBehaviorTypeService, searchOrder: 2 },
    { name: 'fileUrl', input: 'animation', upload: 'animation' },
    { name: 'durationSec' },
  ],
});
