/** The parent progress report of a member (config/routes.ts), optionally for one cycle. */
export const reportPath = (id: number | string) => `/member/profile/${id}/report`;
