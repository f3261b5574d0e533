export default {
  'account.title': 'Account',
  'account.account': 'Account',
  'account.name': 'Name',
  'account.phone': 'Phone',
  'account.email': 'E-mail',
  'account.isSuperAdmin': 'Level',
  'account.status': 'Status',
  'account.remark': 'Remark',
  'account.lastLoginTime': 'Last sign-in',
  'account.password': 'Password',
  'account.passwordHelp': 'On edit, leave empty to keep the current password.',
  'account.cannotDeleteSelf': 'You cannot delete the account you are signed in with.',
};
