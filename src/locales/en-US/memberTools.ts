/** The member list's own buttons and its audit entries' words (src/pages/Member, src/pages/AuditLog). */
export default {
  'memberImport.open': 'Import',
  'bulk.open': 'Change…',
  'bulk.openAll': 'Change all {count, number}',
  'bulk.openAllUnknown': 'Change all',
  'audit.action.import': 'Imported',
  'audit.action.bulkEdit': 'Bulk change',
  'member.importFile': 'File',
  'member.importAdded': 'Members added',
  'member.importSkipped': 'Rows left out',
} as const;
