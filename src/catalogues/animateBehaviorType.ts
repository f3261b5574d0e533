import type { AnimateBehaviorType } from '@/schema';
import { animateBehaviorTypeService } from '@/services/catalogues';
import { defineCatalogue } from './define';

/** /basic-settings/animate-behavior-type (Animate Config > Animate BehaviorType). */
export default defineCatalogue<AnimateBehaviorType>({
  service: animateBehaviorTypeService,
  i18nPrefix: 'catalogue.animateBehaviorType',
  fields: [{ name: 'name', searchOrder: 1 }, { name: 'description' }],
});
