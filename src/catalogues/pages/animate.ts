import { type Animate, animateSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/animate (Animate Config > Animate Management): animations with a cover. */
export default defineCatalogue<Animate>(animateSchema, {
  fields: [
    { name: 'coverUrl', input: 'image', upload: 'image', width: 80 },
    { name: 'name', searchOrder: 1 },
    { name: 'behaviorTypeId', searchOrder: 2 },
    { name: 'fileUrl', input: 'animation', upload: 'animation', durationTo: 'durationSec' },
    { name: 'durationSec', help: 'catalogue.animate.durationSec.help' },
  ],
});
