/** "account (name)" as the header shows it (SPEC section 2). */
export const userTitle = (u: { account: string; name: string }) => `${u.account} (${u.name})`;
