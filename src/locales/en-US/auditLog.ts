import { resourceTitles } from '../resourceTexts';
import account from './account';
import catalogues from './catalogues';
import device from './device';
import followUp from './followUp';
import member from './member';
import trainingRecord from './trainingRecord';

/** The audit log page (/audit-log). Resource names are the resources' own titles. */
export default {
  'audit.title': 'Audit entry',
  'audit.id': 'Entry no.',
  'audit.time': 'When',
  'audit.actor': 'Who',
  'audit.actorAccount': 'Account',
  'audit.action': 'Action',
  'audit.action.add': 'Added',
  'audit.action.edit': 'Edited',
  'audit.action.delete': 'Deleted',
  'audit.action.changeStatus': 'Status changed',
  'audit.action.bind': 'Bound',
  'audit.action.unbind': 'Unbound',
  'audit.action.reorder': 'Reordered',
  'audit.action.profile': 'Own profile updated',
  'audit.action.password': 'Password changed',
  'audit.action.signIn': 'Signed in',
  'audit.action.signInFailed': 'Sign-in failed',
  'audit.action.signOut': 'Signed out',
  'audit.resource': 'Resource',
  'audit.resource.session': 'Session',
  ...resourceTitles({ ...account, ...catalogues, ...device, ...followUp, ...member, ...trainingRecord }),
  'audit.rowId': 'Row',
  'audit.rowName': 'Row name',
  'audit.ip': 'IP address',
  'audit.changes': 'Changes',
  'audit.field': 'Field',
  'audit.before': 'Before',
  'audit.after': 'After',
  'audit.redacted': 'changed (the value is never recorded)',
  'audit.noChanges': 'No field changed',
  'audit.unknownAccount': 'no such account',
  'audit.export': 'Export CSV',
  'audit.exportFile': 'audit-log',
  'audit.exported': '{count, plural, one {# entry} other {# entries}} exported',
  'audit.history': 'History',
  'audit.historyEmpty': 'No recorded changes',
};
