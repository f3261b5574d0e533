/** 列设置自己的文字：随列设置（ColumnsPanel）加载，不随每个页面加载。 */
export default {
  'crud.columns.showAll': '全部显示',
  'crud.columns.reset': '重置',
  'crud.columns.moveUp': '将“{name}”列上移',
  'crud.columns.moveDown': '将“{name}”列下移',
  'crud.columns.pin': '固定“{name}”列',
  'crud.columns.pin.left': '左侧',
  'crud.columns.pin.none': '不固定',
  'crud.columns.pin.right': '右侧',
  'crud.columns.pinnedLeft': '固定在左侧',
  'crud.columns.pinnedRight': '固定在右侧',
};
