/**
 * Every visible string of the console in zh-CN. Each area keeps its own file beside this one;
 * tests/unit/locales.test.ts fails when a key exists in one language and not the other.
 */
import a11y from './a11y';
import account from './account';
import auditLog from './auditLog';
import catalogues from './catalogues';
import common from './common';
import crud from './crud';
import device from './device';
import followUp from './followUp';
import home from './home';
import member from './member';
import menu from './menu';
import profile from './profile';
import request from './request';
import trainingRecord from './trainingRecord';

export default {
  ...common,
  ...crud,
  ...account,
  ...auditLog,
  ...menu,
  ...catalogues,
  ...request,
  ...member,
  ...profile,
  ...trainingRecord,
  ...device,
  ...home,
  ...followUp,
  ...a11y,
};
