/** Stands in for html2canvas (see README.md): no page exports a chart as an image. */
export default function html2canvas() {
  return Promise.reject(new Error('Exporting HTML overlays of a chart is not available in this console.'));
}
