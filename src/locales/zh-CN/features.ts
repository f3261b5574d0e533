/**
 * The texts of the live device status, the follow-ups and the parent report, in zh-CN: a pack of
 * their own, loaded with the pages that use them (src/locales/features.ts), so the sign-in page's
 * language pack does not carry them.
 */
import followUpActions from './followUpActions';
import live from './live';
import report from './report';

export default {
  ...live,
  ...followUpActions,
  ...report,
};
