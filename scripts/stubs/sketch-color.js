/** Stands in for @chenshuai2144/sketch-color (see README.md): antd 5's ColorPicker is used instead. */
export function SketchPicker() {
  return null;
}
export default SketchPicker;
