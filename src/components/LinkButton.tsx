import { type ButtonHTMLAttributes, forwardRef } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  danger?: boolean;
}

/**
 * A command drawn as a link (an <a> without href is not reachable by Tab): a plain button in the
 * theme's link colours, as antd's `<Button type="link" size="small">` draws it. A list row holds
 * two or three of these, and antd's Button mounts about ten components each (its wave, loading
 * icon motion, compact-space context) and registers its style per instance: at 100 rows a page
 * change spent about a quarter of its main-thread time on them (docs/performance.md, "A page of
 * 100 rows: link buttons"). global.less draws it in the theme's colours (src/theme.ts).
 */
const LinkButton = forwardRef<HTMLButtonElement, Props>(function LinkButton({ danger, className, ...rest }, ref) {
  const names = ['link-button', danger && 'link-button-danger', className].filter(Boolean).join(' ');
  return <button ref={ref} type="button" className={names} {...rest} />;
});
export default LinkButton;
