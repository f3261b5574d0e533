/**
 * How much demo data the mock backend seeds. `demo` (the default) is what the tests and the
 * screenshots know; `large` is a training centre's year, for trying the lists and the export at
 * scale: `MOCK_SCALE=large npm start` (also `npm run preview` and the bench). Both are
 * deterministic: the same seed gives the same rows.
 */
export interface Scale {
  members: number;
  /** Members who signed up days ago and have not trained yet. */
  newMembers: number;
  records: number;
  devices: number;
  /** Devices bound to a member. */
  boundDevices: number;
}

export const SCALES = {
  demo: { members: 200, newMembers: 6, records: 5_000, devices: 40, boundDevices: 34 },
  large: { members: 2_000, newMembers: 60, records: 200_000, devices: 400, boundDevices: 340 },
} as const satisfies Record<string, Scale>;

export type ScaleName = keyof typeof SCALES;

/** The scale named by MOCK_SCALE (unknown names fall back to the demo, with a warning). */
export function scaleFromEnv(env: Record<string, string | undefined> = process.env): Scale {
  const name = env.MOCK_SCALE;
  if (!name) return SCALES.demo;
  if (name in SCALES) return SCALES[name as ScaleName];
  console.warn(`MOCK_SCALE=${name} is not one of ${Object.keys(SCALES).join(', ')}: seeding the demo scale`);
  return SCALES.demo;
}
