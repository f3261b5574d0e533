import { getIntl } from '@umijs/max';
import { cloneElement, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

type ToggleProps = { onClick?: () => void };

/**
 * ProLayout's `collapsedButtonRender`: its own collapse arrow at the foot of the side menu, made a
 * keyboard control. ProLayout draws it as a bare <div> with a click handler, so it has no Tab stop
 * and no name; this gives the same element (through its props, which ProLayout spreads onto it) a
 * button role, a Tab stop, a translated name and Enter/Space.
 */
export function siderToggle(collapsed: boolean | undefined, dom: ReactNode): ReactNode {
  if (!isValidElement(dom)) return dom;
  const toggle = (dom as ReactElement<ToggleProps>).props.onClick;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    toggle?.();
  };
  return cloneElement(dom as ReactElement<Record<string, unknown>>, {
    role: 'button',
    tabIndex: 0,
    'aria-label': getIntl().formatMessage({ id: collapsed ? 'a11y.expandMenu' : 'a11y.collapseMenu' }),
    'aria-expanded': !collapsed,
    onKeyDown,
  });
}
