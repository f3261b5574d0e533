import { useIntl } from '@umijs/max';
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
  return <SiderToggle collapsed={collapsed} dom={dom as ReactElement<ToggleProps>} />;
}

/**
 * A component, not a call in ProLayout's render prop: ProLayout keeps its sider as drawn while
 * its props stay the same, so a name read there stayed in the language the page opened in; the
 * locale's context reaches a component on every switch.
 */
function SiderToggle({ collapsed, dom }: { collapsed: boolean | undefined; dom: ReactElement<ToggleProps> }) {
  const intl = useIntl();
  const toggle = dom.props.onClick;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    toggle?.();
  };
  return cloneElement(dom as ReactElement<Record<string, unknown>>, {
    role: 'button',
    tabIndex: 0,
    'aria-label': intl.formatMessage({ id: collapsed ? 'a11y.expandMenu' : 'a11y.collapseMenu' }),
    'aria-expanded': !collapsed,
    onKeyDown,
  });
}
