import { CATALOGUE_SCHEMAS } from '../../../src/schema/catalogue';
import type { ResourceSchema } from '../../../src/schema/types';
import type { ResourceDef } from '../resource';
import { accounts } from './accounts';
import { auditLog } from './auditLog';
import { MOCK_MODULES } from './catalogues';
import { devices } from './devices';
import { followUps } from './followUps';
import { memberBehaviorScores, memberScores, members, memberTrainingCycles } from './members';
import { trainingRecords } from './trainingRecords';

const isDef = (value: unknown): value is ResourceDef =>
  typeof value === 'object' && value !== null && 'schema' in value && 'label' in value;

/** The definitions in mock/backend/resources/catalogues, by resource. */
const defined = new Map(
  MOCK_MODULES.flatMap((m) => Object.values(m).filter(isDef)).map((d) => [d.schema.name, d] as const),
);

/**
 * Every catalogue of src/schema (src/schema/catalogue.ts) with its definition here: its demo rows
 * and what the generic handlers cannot know. One without a definition is served empty
 * (tests/unit/catalogues.test.ts wants one for each). Ordered so that a catalogue comes after the
 * catalogues it points at, as seeding needs.
 */
export const CATALOGUE_DEFS: ResourceDef[] = referencedFirst(
  CATALOGUE_SCHEMAS.map(
    (schema) => defined.get(schema.name) ?? { schema, label: { zh: schema.name, en: schema.name } },
  ),
);

/** `defs` in their order, except that each comes after those its reference fields point at. */
function referencedFirst(defs: ResourceDef[]): ResourceDef[] {
  const names = new Set(defs.map((d) => d.schema.name));
  const refsOf = (s: ResourceSchema) =>
    Object.values(s.fields).flatMap((f) => (f.ref && f.ref !== s.name && names.has(f.ref) ? [f.ref] : []));
  const placed = new Set<string>();
  const out: ResourceDef[] = [];
  while (out.length < defs.length) {
    const next = defs.find((d) => !placed.has(d.schema.name) && refsOf(d.schema).every((r) => placed.has(r)));
    if (!next) throw new Error('The catalogues point at each other in a circle: no order seeds them');
    placed.add(next.schema.name);
    out.push(next);
  }
  return out;
}

/**
 * Every resource the mock backend serves, in seeding order (a row's references must be seeded
 * before it). Adding a resource other than a catalogue: write its definition file beside this one
 * and list it here. member.deviceId and device.memberId point at each other: members are seeded
 * first with no device, and the device seed sets member.deviceId.
 */
export const RESOURCES: ResourceDef[] = [
  accounts,
  // Settings catalogues, referenced ones first.
  ...CATALOGUE_DEFS,
  // People and things.
  members,
  devices,
  memberScores,
  memberBehaviorScores,
  memberTrainingCycles,
  trainingRecords,
  followUps,
  // Last: its demo history reads every table seeded before it.
  auditLog,
];
