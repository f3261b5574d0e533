/** "account (name)" as the header shows it (docs/product-rules.md, routes and menu). */
export const userTitle = (u: { account: string; name: string }) => `${u.account} (${u.name})`;
