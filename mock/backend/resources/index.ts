import type { ResourceDef } from '../resource';
import { accounts } from './accounts';

/**
 * Every resource the mock backend serves, in seeding order (a row's references must be seeded
 * before it). Adding a resource: write its definition file beside this one and list it here.
 */
export const RESOURCES: ResourceDef[] = [accounts];
