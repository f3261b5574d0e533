/** Words of an entry's list of changes (loaded with it: the log's expanded rows, a row's history). */
export default {
  'audit.showMore': '再显示 {n, number} 项（还有 {left, number} 项未显示）',
};
