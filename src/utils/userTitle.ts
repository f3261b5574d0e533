/**
 * "account (name)" as the header shows the signed-in user (docs/product-rules.md, routes and menu);
 * the account alone for a staff member with no name (an audit entry's or a follow-up's author).
 */
export const userTitle = (u: { account: string; name?: string | null }) =>
  u.name ? `${u.account} (${u.name})` : u.account;
