import { type Device, deviceSchema } from '@/schema/device';
import { createCrudService } from './crud';

export type { Device } from '@/schema/device';

/** EEG headbands: /dataDevice/*. */
export const deviceService = createCrudService<Device>(deviceSchema);
