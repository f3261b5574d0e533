import type { KeyboardEvent, ReactElement } from 'react';

interface Props {
  /** The accessible name (ProTable shows it as the icon's tooltip only). */
  label: string;
  /** One of ProTable's own toolbar options (reload, density, column settings, full screen). */
  children: ReactElement;
}

/**
 * Makes one of ProTable's toolbar options reachable by keyboard. ProTable draws them as bare
 * icons with a click handler (or a click-triggered menu), which the Tab key skips and which have
 * no name. This wraps the option, unchanged, in a focusable named button; Enter or Space clicks
 * the icon, so the option's own handler (or its menu's trigger) runs as for a mouse click.
 */
export default function TableOption({ label, children }: Props) {
  const press = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    const icon = e.currentTarget.querySelector<HTMLElement>('[role="img"]') ?? e.currentTarget.firstElementChild;
    (icon as HTMLElement | null)?.click();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> would fire its own click on Enter / Space besides the option's (a double toggle)
    <span role="button" tabIndex={0} aria-label={label} className="crud-table-option" onKeyDown={press}>
      {children}
    </span>
  );
}
