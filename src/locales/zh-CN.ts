/**
 * Every visible string of the console in zh-CN. Each area keeps its own file beside this one;
 * tests/unit/locales.test.ts fails when a key exists in one language and not the other.
 */
import a11y from './zh-CN/a11y';
import account from './zh-CN/account';
import catalogues from './zh-CN/catalogues';
import common from './zh-CN/common';
import crud from './zh-CN/crud';
import device from './zh-CN/device';
import member from './zh-CN/member';
import menu from './zh-CN/menu';
import request from './zh-CN/request';
import trainingRecord from './zh-CN/trainingRecord';

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
