/**
 * The texts of the live device status and the follow-ups, in en-US: a pack of
 * their own, loaded with the pages that use them (src/locales/features.ts), so the sign-in page's
 * language pack does not carry them.
 */
import followUpActions from './followUpActions';
import live from './live';

export default {
  ...live,
  ...followUpActions,
};
