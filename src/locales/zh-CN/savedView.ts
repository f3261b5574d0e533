/** 已存视图：列表旁的菜单（src/components/crud/savedViews）。 */
export default {
  'savedView.menu': '视图',
  'savedView.shown': '视图：{name}',
  'savedView.save': '保存当前视图…',
  'savedView.manage': '管理视图…',
  'savedView.none': '还没有保存的视图',
  'savedView.defaultMark': '{name}（默认）',
  'savedView.applied': '已应用视图“{name}”',
} as const;
