/**
 * Every visible string of the console in en-US. Each area keeps its own file beside this one;
 * tests/unit/locales.test.ts fails when a key exists in one language and not the other.
 */
import a11y from './en-US/a11y';
import account from './en-US/account';
import catalogues from './en-US/catalogues';
import common from './en-US/common';
import crud from './en-US/crud';
import device from './en-US/device';
import member from './en-US/member';
import menu from './en-US/menu';
import request from './en-US/request';
import trainingRecord from './en-US/trainingRecord';

export default {
  ...common,
  ...crud,
  ...account,
  ...menu,
  ...catalogues,
  ...request,
  ...member,
  ...trainingRecord,
  ...device,
  ...a11y,
};
