/** 会员列表自己的按钮，以及其操作记录的用词（src/pages/Member、src/pages/AuditLog）。 */
export default {
  'memberImport.open': '导入',
  'bulk.open': '批量修改…',
  'bulk.openAll': '修改全部 {count, number} 名',
  'bulk.openAllUnknown': '修改全部',
  'audit.action.import': '导入',
  'audit.action.bulkEdit': '批量修改',
  'member.importFile': '文件',
  'member.importAdded': '新增会员',
  'member.importSkipped': '未导入的行',
} as const;
