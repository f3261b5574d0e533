/** 自身没有文字的控件的名称（供读屏软件朗读）。 */
export default {
  'a11y.openMenu': '打开菜单',
  'a11y.collapseMenu': '收起菜单',
  'a11y.expandMenu': '展开菜单',
  'a11y.selectRow': '选择{name}',
  'a11y.skipToContent': '跳到主要内容',
  'a11y.selectAll': '选择本页所有行',
  'a11y.close': '关闭',
  'a11y.clear': '清除',
  'a11y.rangeTo': '至',
  'a11y.previewImage': '预览图片',
};
