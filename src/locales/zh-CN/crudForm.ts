/** 新建 / 编辑表单自己的文案，随表单加载（src/components/crud/CrudForm.tsx）。 */
export default {
  'crudForm.notKept': '会话结束前在{fields}中输入的内容未被保留（密码从不保存）。保存前请重新输入。',
};
