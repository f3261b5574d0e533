import CATALOGUE_REGISTRY from '../schema/catalogues/pages.json';

/**
 * Where each API resource's texts live in src/locales: `<prefix>.title` names the resource,
 * `<prefix>.<field>` its fields, `<prefix>.<field>.<value>` an enum value. The pages' views use
 * the same prefixes; the audit log names resources and fields it did not write with them. A
 * catalogue's prefix is its schema's `catalogue.texts` (through the list `npm run catalogues`
 * writes, which the language packs can afford: they load with the sign-in page).
 * tests/unit/audit-texts.test.ts checks that every resource of src/schema is here.
 */
export const RESOURCE_TEXTS: Readonly<Record<string, string>> = {
  dataAccountInfo: 'account',
  dataMember: 'member',
  dataMemberScore: 'memberScore',
  dataMemberBehaviorScore: 'behavior',
  dataMemberTrainingCycle: 'cycle',
  dataTrainingRecord: 'record',
  dataDevice: 'device',
  ...Object.fromEntries(CATALOGUE_REGISTRY.pages.map((p) => [p.resource, p.texts])),
};

/** `audit.resource.<name>` for every resource: its title in the given messages. */
export function resourceTitles(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RESOURCE_TEXTS).map(([name, prefix]) => [`audit.resource.${name}`, messages[`${prefix}.title`]]),
  );
}
