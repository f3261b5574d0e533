/**
 * The member list's two dialogs that write many members, in one module so that they load as one
 * chunk when either is first opened (each further chunk also costs every page an entry in the
 * build's chunk table).
 */
export { default as BulkDialog } from './bulk/BulkDialog';
export { default as ImportDialog } from './import/ImportDialog';
