/** Words of an entry's list of changes (loaded with it: the log's expanded rows, a row's history). */
export default {
  'audit.showMore': 'Show {n, number} more ({left, number} not shown)',
};
