/**
 * The mock server's own texts. A real backend answers in one language; this one follows the
 * Accept-Language header the client sends, so both languages of the console read naturally.
 */
export type Lang = 'zh' | 'en';

const texts = {
  required: { zh: '此项必填', en: 'This field is required' },
  tooShort: { zh: '至少 {n} 个字符', en: 'At least {n} characters' },
  tooLong: { zh: '最多 {n} 个字符', en: 'At most {n} characters' },
  tooSmall: { zh: '不能小于 {n}', en: 'Must be at least {n}' },
  tooLarge: { zh: '不能大于 {n}', en: 'Must be at most {n}' },
  notNumber: { zh: '请输入数字', en: 'Must be a number' },
  notInteger: { zh: '请输入整数', en: 'Must be a whole number' },
  badValue: { zh: '取值无效', en: 'Invalid value' },
  badFormat: { zh: '格式不正确', en: 'Invalid format' },
  badDate: { zh: '日期无效', en: 'Invalid date' },
  uploadMissing: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  uploadType: { zh: '不支持此文件类型', en: 'This type of file is not accepted' },
  uploadKind: { zh: '应为 image、audio 或 animation', en: 'Must be image, audio or animation' },
  uploadNotImage: {
    zh: '该文件不是 PNG、JPEG、WebP 或 SVG 图片',
    en: 'This file is not a PNG, JPEG, WebP or SVG image',
  },
  uploadSize: { zh: '文件不能超过 {n} MB', en: 'The file must not be larger than {n} MB' },
  future: { zh: '不能晚于今天', en: 'Cannot be in the future' },
  ageRange: { zh: '年龄须在 {min} 到 {max} 岁之间', en: 'The age must be {min} to {max} years' },
  dayRange: { zh: '须在 {from} 至 {to} 之间', en: 'Must be from {from} to {to}' },
  badUrl: { zh: '请输入以 http:// 或 https:// 开头的有效网址', en: 'Enter a valid http:// or https:// URL' },
  badEmail: { zh: '邮箱格式不正确', en: 'Invalid e-mail address' },
  badPhone: { zh: '手机号格式不正确', en: 'Invalid phone number' },
  badAccount: { zh: '3-32 位字母、数字或下划线', en: '3-32 letters, digits or underscores' },
  weakPassword: {
    zh: '密码至少 8 位，且同时包含字母和数字',
    en: 'At least 8 characters with both letters and digits',
  },
  badColor: { zh: '请输入 #RRGGBB 格式的颜色', en: 'Enter a colour as #RRGGBB' },
  refMissing: { zh: '引用的记录不存在', en: 'The referenced record does not exist' },
  // A settings row disabled since is kept where it is chosen already, never chosen anew.
  refDisabled: {
    zh: '{what}“{name}”已停用，请选择启用的{what}',
    en: '{What} "{name}" is disabled; choose an enabled one',
  },
  // The same, for a member a bulk change leaves as it was: the change names the row, not the member.
  refDisabledFor: { zh: '{what}“{name}”已停用', en: '{What} "{name}" is disabled' },
  // A unique field's clash names the field (FIELD_NAMES), as the account's own does ("账号已存在").
  duplicate: { zh: '{field}已存在', en: '{Field} already exists' },
  // A cross-field rule names the other field (FIELD_NAMES) and gives its value.
  lte: { zh: '不能大于{field}（{b}）', en: 'Must not be greater than the {field} ({b})' },
  lt: { zh: '必须小于{field}（{b}）', en: 'Must be less than the {field} ({b})' },
  lteDate: { zh: '不能晚于{field}（{b}）', en: 'Must not be after the {field} ({b})' },
  ltDate: { zh: '必须早于{field}（{b}）', en: 'Must be before the {field} ({b})' },
  // Names the rows it collides with and their ranges.
  overlap: { zh: '与{what}{list}重叠', en: 'Overlaps {what} {list}' },
  overlapItem: { zh: '“{name}”（{lo} 至 {hi}）', en: '"{name}" ({lo} to {hi})' },
  // A training cycle has no name but its number: called as Home and the report call it ("第 1 期").
  overlapCycles: { zh: '与{list}重叠', en: 'Overlaps {list}' },
  overlapCycle: { zh: '第 {name} 期训练周期（{lo} 至 {hi}）', en: 'cycle {name} ({lo} to {hi})' },
  listSeparator: { zh: '、', en: ', ' },
  // A state the row may take only from its start date on (a cycle that has begun).
  fromStart: { zh: '尚不可选：{date} 才开始', en: 'Not yet: it starts on {date}' },
  wrongCredentials: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  accountDisabled: { zh: '该账号已停用，请联系管理员', en: 'This account is disabled; contact an administrator' },
  deleteSelf: { zh: '非法操作，禁止删除自己', en: 'Illegal operation: you cannot delete yourself' },
  lockSelf: { zh: '不能停用自己的账号或降低自己的级别', en: 'You cannot disable your own account or lower its level' },
  lastSuperAdmin: {
    zh: '不能停用或删除最后一个启用的超级管理员，也不能降低其级别',
    en: 'The last active super administrator cannot be disabled, demoted or deleted',
  },
  notFound: { zh: '记录不存在', en: 'Record does not exist' },
  accountExists: { zh: '账号已存在', en: 'Account already exists' },
  oldPasswordWrong: { zh: '原密码错误', en: 'Old password is wrong' },
  samePassword: { zh: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  unauthorized: { zh: '未登录或登录已过期', en: 'Not signed in, or the session has expired' },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  inUse: {
    zh: '无法删除：仍被{what}“{name}”使用',
    en: 'Cannot delete: still used by {what} "{name}"',
  },
  inUseOfMember: {
    zh: '无法删除：仍被会员“{member}”的{what}“{name}”使用',
    en: 'Cannot delete: still used by {what} "{name}" of member "{member}"',
  },
  noneDeleted: {
    zh: '未删除任何记录。“{row}”：{why}',
    en: 'Nothing was deleted. "{row}": {why}',
  },
  readOnly: { zh: '该资源只读', en: 'This resource is read-only' },
  unknownRoute: { zh: '接口不存在', en: 'No such endpoint' },
  serverError: { zh: '服务器内部错误', en: 'Internal server error' },
} as const;

export type TextKey = keyof typeof texts;

/**
 * What the server's messages call a field: each unique field (its clash, `duplicate`) and each
 * field a cross-field rule compares with (`lte`, `lt`: "must be less than the upper frequency"),
 * in the words of its label in the console, written mid-sentence in English.
 * tests/unit/backend-messages.test.ts checks that every such field of the schemas is here.
 */
export const FIELD_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  name: { zh: '名称', en: 'name' },
  sn: { zh: '序列号', en: 'serial number' },
  account: { zh: '账号', en: 'account' },
  cycleNo: { zh: '期数', en: 'cycle number' },
  maxHz: { zh: '上限频率', en: 'upper frequency' },
  maxScore: { zh: '最高分', en: 'maximum score' },
  maxAttention: { zh: '最高专注度', en: 'maximum attention' },
  maxAge: { zh: '最大年龄', en: 'maximum age' },
  endDate: { zh: '结束日期', en: 'end date' },
};

/** A field as the server's messages name it (its key when FIELD_NAMES has none). */
export const fieldName = (lang: Lang, field: string): string => FIELD_NAMES[field]?.[lang] ?? field;

export function langOf(headers: Record<string, string>): Lang {
  return (headers['accept-language'] || '').toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/**
 * The collation lists sort text in: Chinese pinyin order when the reader's language is Chinese
 * (Accept-Language zh-CN), English order otherwise.
 */
export function collationOf(headers: Record<string, string>): 'zh-CN' | 'en' {
  return (headers['accept-language'] || '').toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/**
 * A text with its parameters. `{Name}` is the parameter `name` with its first letter upper-cased
 * (an English field's name at the start of a sentence).
 */
export function t(lang: Lang, key: TextKey, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => {
    const lower = k.charAt(0).toLowerCase() + k.slice(1);
    if (k !== lower && !(k in params)) return String(params[lower] ?? '').replace(/^./, (c) => c.toUpperCase());
    return String(params[k] ?? '');
  });
}
