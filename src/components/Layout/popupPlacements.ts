import type { MenuProps } from 'antd';

/**
 * Where a collapsed sidebar's pop-up group opens: beside its icon, top edges aligned (antd's
 * `rightTop`), flipped when there is no room (antd's `adjustX`/`adjustY`), and, unlike antd's
 * default, shifted up when it would still run past the bottom of the screen (`shiftY`). The
 * settings group's twenty entries, capped by antd at the screen's height less 100 px and
 * scrolling within, otherwise reached about 220 px below a 700 px high screen, with its last
 * entries out of reach.
 */
export const POPUP_PLACEMENTS: MenuProps['builtinPlacements'] = {
  rightTop: { points: ['tl', 'tr'], overflow: { adjustX: 1, adjustY: 1, shiftY: true } },
};
