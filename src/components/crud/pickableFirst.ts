/**
 * A picker's options with those that can be picked first, each group in its own order: a list of
 * 40 headbands held or disabled but for three put the three at the end, behind the greyed ones.
 * (A module of its own: only the forms that load on demand use it, not the lists.)
 */
export const pickableFirst = <O extends { value: unknown; disabled?: boolean }>(options: O[]): O[] =>
  [...options].sort((a, b) => Number(Boolean(a.disabled)) - Number(Boolean(b.disabled)));
