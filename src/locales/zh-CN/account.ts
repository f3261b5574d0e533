export default {
  'account.title': '账号',
  'account.account': '账号',
  'account.name': '姓名',
  'account.phone': '手机号',
  'account.email': '邮箱',
  'account.isSuperAdmin': '级别',
  'account.status': '状态',
  'account.remark': '备注',
  'account.lastLoginTime': '最近登录',
  'account.password': '密码',
  'account.passwordHelp': '编辑时留空则保持原密码不变。',
  'account.cannotDeleteSelf': '不能删除当前登录的账号。',
};
