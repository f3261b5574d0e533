import { resourceTitles } from '../resourceTexts';
import account from './account';
import catalogues from './catalogues';
import device from './device';
import followUp from './followUp';
import member from './member';
import trainingRecord from './trainingRecord';

/** The audit log page (/audit-log). Resource names are the resources' own titles. */
export default {
  'audit.title': '操作记录',
  'audit.id': '日志编号',
  'audit.time': '时间',
  'audit.actor': '操作人',
  'audit.actorAccount': '账号',
  'audit.action': '操作类型',
  'audit.action.add': '新增',
  'audit.action.edit': '编辑',
  'audit.action.delete': '删除',
  'audit.action.changeStatus': '更改状态',
  'audit.action.bind': '绑定',
  'audit.action.unbind': '解绑',
  'audit.action.reorder': '调整顺序',
  'audit.action.profile': '修改个人资料',
  'audit.action.password': '修改密码',
  'audit.action.signIn': '登录',
  'audit.action.signInFailed': '登录失败',
  'audit.action.signOut': '退出登录',
  'audit.resource': '对象',
  'audit.resource.session': '会话',
  ...resourceTitles({ ...account, ...catalogues, ...device, ...followUp, ...member, ...trainingRecord }),
  'audit.rowId': '记录',
  'audit.rowName': '记录名称',
  'audit.ip': 'IP 地址',
  'audit.changes': '变更内容',
  'audit.field': '字段',
  'audit.before': '修改前',
  'audit.after': '修改后',
  'audit.redacted': '已修改（不记录其值）',
  'audit.noChanges': '没有字段变化',
  'audit.unknownAccount': '账号不存在',
  'audit.export': '导出 CSV',
  'audit.exportFile': '操作日志',
  'audit.exported': '已导出 {count, number} 条记录',
  'audit.history': '变更历史',
  'audit.historyEmpty': '暂无变更记录',
};
