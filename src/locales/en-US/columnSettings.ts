/** The column settings' own texts: loaded with their list (ColumnsPanel), not with every page. */
export default {
  'crud.columns.showAll': 'Show all',
  'crud.columns.reset': 'Reset',
  'crud.columns.moveUp': 'Move {name} up',
  'crud.columns.moveDown': 'Move {name} down',
  'crud.columns.pin': 'Pin {name}',
  'crud.columns.pin.left': 'Left',
  'crud.columns.pin.none': 'None',
  'crud.columns.pin.right': 'Right',
  'crud.columns.pinnedLeft': 'Pinned left',
  'crud.columns.pinnedRight': 'Pinned right',
};
